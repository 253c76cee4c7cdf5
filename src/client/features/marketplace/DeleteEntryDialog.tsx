import { deletePreview, type HelpEntry } from "../../../shared/marketplace/basics";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { DialogAnswerButtons } from "../../components/ui/dialog-answer-buttons";

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
          <DialogAnswerButtons
            className="mt-4 flex flex-wrap justify-end gap-2"
            confirmLabel="Löschen"
            disabled={pending}
            onConfirm={() => onConfirm(entry)}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
