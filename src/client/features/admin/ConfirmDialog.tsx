import { type ReactNode, useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { Label, Textarea } from "../../components/ui/field";

/** Asks before an action that cannot be undone (spec §2: deleting a PR report asks first). */
export function ConfirmDialog({
  trigger,
  title,
  question,
  confirmLabel,
  onConfirm,
}: {
  trigger: ReactNode;
  title: string;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} description={question}>
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Abbrechen</Button>
          </DialogClose>
          <Button
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Rejecting an event or a PR report, with an optional reason for the submitter's mail. */
export function RejectDialog({
  trigger,
  itemTitle,
  onReject,
}: {
  trigger: ReactNode;
  itemTitle: string;
  onReject: (reason: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const id = useId();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        title={`«${itemTitle}» ablehnen`}
        description="Die Begründung geht mit der Mail an die einreichende Person."
      >
        <Label htmlFor={id}>Begründung (optional)</Label>
        <Textarea
          id={id}
          rows={3}
          maxLength={2000}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Abbrechen</Button>
          </DialogClose>
          <Button
            onClick={() => {
              setOpen(false);
              onReject(reason.trim());
              setReason("");
            }}
          >
            Ablehnen
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
