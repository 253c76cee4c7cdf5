import { useQuery } from "@tanstack/react-query";
import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import type { Business } from "../../../../shared/businesses-basics";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { Skeleton } from "../../../components/ui/skeleton";
import { BusinessForm } from "./BusinessForm";
import { adminBusinessesKey, useSaveBusiness } from "./useSaveBusiness";

/** The admins' upkeep of the business directory: add, edit, deactivate (opening hours per weekday). */
export function BusinessesAdmin() {
  const { data, isLoading, isError } = useQuery<Business[]>({ queryKey: adminBusinessesKey });
  const [editing, setEditing] = useState<Business | "new" | null>(null);
  const save = useSaveBusiness(() => setEditing(null));
  const current = editing === "new" ? null : editing;

  return (
    <section aria-labelledby="admin-businesses">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-businesses" className="text-xl font-bold text-stone-900">
          Business-Verzeichnis
        </h2>
        <Button onClick={() => setEditing("new")}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Unternehmen hinzufügen
        </Button>
      </div>
      {isLoading ? (
        <Skeleton className="mt-4 h-40" />
      ) : isError ? (
        <p className="mt-4 text-red-900" role="alert">
          Die Unternehmen konnten nicht geladen werden.
        </p>
      ) : data?.length === 0 ? (
        <p className="mt-4 text-stone-700">Noch keine Unternehmen erfasst.</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {data?.map((business) => (
            <li key={business.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
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
                <Button variant="secondary" onClick={() => setEditing(business)}>
                  <Pencil className="h-4 w-4" aria-hidden="true" />
                  Bearbeiten<span className="sr-only">: {business.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? null : setEditing(null))}>
        {editing !== null ? (
          <DialogContent
            title={current ? `${current.name} bearbeiten` : "Unternehmen hinzufügen"}
            className="max-w-2xl"
          >
            <BusinessForm
              key={current?.id ?? "new"}
              business={current}
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
