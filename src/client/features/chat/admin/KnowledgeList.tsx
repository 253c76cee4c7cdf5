import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { formatLongDateTime } from "../../../../shared/common/dates";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { useSite } from "../../../lib/site";
import { ConfirmDialog } from "../../admin/ConfirmDialog";
import { UpkeepList } from "../../admin/ListState";
import {
  DeleteItemButton,
  EditItemButton,
  type UpkeepFormProps,
  UpkeepHeading,
} from "../../admin/UpkeepParts";
import { type FAQ_PATH, type SYNONYMS_PATH, useKnowledgeUpkeep } from "./useKnowledgeUpkeep";

interface Item {
  id: string;
  updatedAt: string;
  updatedByName: string | null;
}

/**
 * One kind of the assistant's knowledge (the FAQ, the synonyms) as the team keeps it: heading, a button
 * to add, the list with its loading, error and empty states, editing in a dialog and deleting after a
 * question.
 */
export function KnowledgeList<T extends Item, Input>({
  path,
  headingId,
  title,
  intro,
  texts,
  name,
  details,
  form,
}: {
  path: typeof FAQ_PATH | typeof SYNONYMS_PATH;
  headingId: string;
  title: string;
  intro: ReactNode;
  texts: {
    add: string;
    failed: string;
    empty: string;
    saveFailed: string;
    removeFailed: string;
    deleteTitle: string;
    deleteQuestion: (name: string) => string;
  };
  /** How the item is named in button labels and dialogs. */
  name: (item: T) => string;
  details: (item: T) => ReactNode;
  form: (props: UpkeepFormProps<T, Input>) => ReactNode;
}) {
  const list = useQuery<T[]>({ queryKey: [path] });
  const [editing, setEditing] = useState<T | "new" | null>(null);
  const { save, remove } = useKnowledgeUpkeep<Input>(
    path,
    { save: texts.saveFailed, remove: texts.removeFailed },
    () => setEditing(null),
  );
  const { timeZone } = useSite();
  const current = editing === "new" ? null : editing;

  return (
    <section aria-labelledby={headingId}>
      <UpkeepHeading id={headingId} title={title} addLabel={texts.add} onAdd={() => setEditing("new")} />
      <div className="mt-2 max-w-3xl text-stone-700">{intro}</div>
      <UpkeepList
        query={list}
        failed={texts.failed}
        empty={texts.empty}
        row={(item) => (
          <>
            <div className="min-w-0 flex-1 basis-64">
              {details(item)}
              <p className="mt-1 text-xs text-stone-600">
                Geändert am {formatLongDateTime(item.updatedAt, timeZone)}
                {item.updatedByName ? ` von ${item.updatedByName}` : ""}
              </p>
            </div>
            <div className="flex gap-2">
              <EditItemButton name={name(item)} onClick={() => setEditing(item)} />
              <ConfirmDialog
                trigger={<DeleteItemButton name={name(item)} disabled={remove.isPending} />}
                title={texts.deleteTitle}
                question={texts.deleteQuestion(name(item))}
                confirmLabel="Löschen"
                onConfirm={() => remove.mutate(item.id)}
              />
            </div>
          </>
        )}
      />
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? null : setEditing(null))}>
        {editing !== null ? (
          <DialogContent title={current ? `«${name(current)}» bearbeiten` : texts.add} className="max-w-2xl">
            {form({
              item: current,
              pending: save.isPending,
              onCancel: () => setEditing(null),
              onSubmit: (input) => save.mutate({ id: current?.id ?? null, input }),
            })}
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}
