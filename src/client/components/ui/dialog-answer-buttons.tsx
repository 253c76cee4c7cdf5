import { Button } from "./button";
import { DialogClose } from "./dialog";

/** A question's answers at the end of a dialog: 'Abbrechen' closes it, the other button does what it asks. */
export function DialogAnswerButtons({
  className,
  confirmLabel,
  disabled,
  onConfirm,
}: {
  className: string;
  confirmLabel: string;
  disabled?: boolean;
  onConfirm: () => void;
}) {
  return (
    <div className={className}>
      <DialogClose asChild>
        <Button variant="secondary">Abbrechen</Button>
      </DialogClose>
      <Button disabled={disabled} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </div>
  );
}
