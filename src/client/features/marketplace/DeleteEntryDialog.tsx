import { deletePreview, type HelpEntry } from "../../../shared/marketplace/basics";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent } from "../../components/ui/dialog";

/** Spec §2: deleting asks first and quotes the description, cut at 100 characters. */
export function DeleteEntryDialog({
  entry,
  pending,
  onConfirm,
  onClose,
}: {
  entry: HelpEntry | null;
  pending: boolean;
  onConfirm: (entry: HelpEntry) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {entry ? (
        <DialogContent
          title="Eintrag löschen?"
          description={`Möchten Sie «${entry.title}» wirklich löschen? Das kann nicht rückgängig gemacht werden.`}
        >
          <blockquote
            className="rounded-md border-l-4 border-stone-300 bg-stone-50 p-3 text-sm break-words text-stone-700"
            data-testid="delete-preview"
          >
            {deletePreview(entry.description)}
          </blockquote>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">Abbrechen</Button>
            </DialogClose>
            <Button disabled={pending} onClick={() => onConfirm(entry)}>
              Löschen
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
