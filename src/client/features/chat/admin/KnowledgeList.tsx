import { useQuery } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { formatLongDateTime } from "../../../../shared/common/dates";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { useSite } from "../../../lib/site";
import { ConfirmDialog } from "../../admin/ConfirmDialog";
import { UpkeepList } from "../../admin/ListState";
import { type FAQ_PATH, type SYNONYMS_PATH, useKnowledgeUpkeep } from "./useKnowledgeUpkeep";

/** The props of a kind's form: the item to edit (null: a new one) and what to do with the input. */
export interface KnowledgeFormProps<T, Input> {
  item: T | null;
  pending: boolean;
  onSubmit: (input: Input) => void;
  onCancel: () => void;
}

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
  form: (props: KnowledgeFormProps<T, Input>) => ReactNode;
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
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-stone-900">
          {title}
        </h2>
        <Button onClick={() => setEditing("new")}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {texts.add}
        </Button>
      </div>
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
              <Button variant="secondary" onClick={() => setEditing(item)}>
                <Pencil className="h-4 w-4" aria-hidden="true" />
                Bearbeiten<span className="sr-only">: {name(item)}</span>
              </Button>
              <ConfirmDialog
                trigger={
                  <Button variant="ghost" disabled={remove.isPending}>
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                    Löschen<span className="sr-only">: {name(item)}</span>
                  </Button>
                }
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
