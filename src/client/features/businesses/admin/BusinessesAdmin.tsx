import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Business } from "../../../../shared/businesses/basics";
import { Badge } from "../../../components/ui/badge";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { UpkeepList } from "../../admin/ListState";
import { EditItemButton, UpkeepHeading } from "../../admin/UpkeepParts";
import { BusinessForm } from "./BusinessForm";
import { adminBusinessesKey, useSaveBusiness } from "./useSaveBusiness";

/** The admins' upkeep of the business directory: add, edit, deactivate (opening hours per weekday). */
export function BusinessesAdmin() {
  const list = useQuery<Business[]>({ queryKey: adminBusinessesKey });
  const [editing, setEditing] = useState<Business | "new" | null>(null);
  const save = useSaveBusiness(() => setEditing(null));
  const current = editing === "new" ? null : editing;

  return (
    <section aria-labelledby="admin-businesses">
      <UpkeepHeading
        id="admin-businesses"
        title="Business-Verzeichnis"
        addLabel="Unternehmen hinzufügen"
        onAdd={() => setEditing("new")}
      />
      <UpkeepList
        query={list}
        failed="Die Unternehmen konnten nicht geladen werden."
        empty="Noch keine Unternehmen erfasst."
        row={(business) => (
          <>
            <div className="min-w-0">
              <p className="font-semibold text-stone-900">{business.name}</p>
              <p className="text-sm text-stone-700">
                {business.category}
                {business.address ? ` · ${business.address}` : ""}
              </p>
            </div>
            <div className="flex items-center gap-2">
              {business.isActive ? (
                <Badge className="bg-emerald-100 text-emerald-900">Aktiv</Badge>
              ) : (
                <Badge className="bg-stone-200 text-stone-800">Deaktiviert</Badge>
              )}
              <EditItemButton name={business.name} onClick={() => setEditing(business)} />
            </div>
          </>
        )}
      />
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? null : setEditing(null))}>
        {editing !== null ? (
          <DialogContent
            title={current ? `${current.name} bearbeiten` : "Unternehmen hinzufügen"}
            className="max-w-2xl"
          >
            <BusinessForm
              key={current?.id ?? "new"}
              item={current}
              pending={save.isPending}
              onCancel={() => setEditing(null)}
              onSubmit={(input) => save.mutate({ id: current?.id ?? null, input })}
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}
