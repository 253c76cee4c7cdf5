import { type ReactNode, useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { DialogAnswerButtons } from "../../components/ui/dialog-answer-buttons";
import { Label, Textarea } from "../../components/ui/field";

/**
 * Asks before an action that cannot be undone (spec §2: deleting a PR report asks first); `children`
 * (a field for the answer) stand between the question and the buttons.
 */
export function ConfirmDialog({
  trigger,
  title,
  question,
  confirmLabel,
  onConfirm,
  children,
}: {
  trigger: ReactNode;
  title: string;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} description={question}>
        {children}
        <DialogAnswerButtons
          className={children ? "mt-4 flex flex-wrap justify-end gap-2" : "flex flex-wrap justify-end gap-2"}
          confirmLabel={confirmLabel}
          onConfirm={() => {
            setOpen(false);
            onConfirm();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

/**
 * A decision with an optional reason, asked for before it is taken (a rejection, a group's suspension);
 * the button that opens it is named like the decision.
 */
export function ReasonDialog({
  disabled,
  title,
  question,
  confirmLabel,
  onConfirm,
  maxLength = 2000,
}: {
  disabled: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  onConfirm: (reason: string) => void;
  /** What the server takes. */
  maxLength?: number;
}) {
  const [reason, setReason] = useState("");
  const id = useId();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" disabled={disabled}>
          {confirmLabel}
        </Button>
      }
      title={title}
      question={question}
      confirmLabel={confirmLabel}
      onConfirm={() => {
        onConfirm(reason.trim());
        setReason("");
      }}
    >
      <Label htmlFor={id}>Begründung (optional)</Label>
      <Textarea
        id={id}
        rows={3}
        maxLength={maxLength}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </ConfirmDialog>
  );
}

/** Rejecting an event, a PR report or a group, with an optional reason for the submitter's mail. */
export function RejectDialog({
  disabled,
  itemTitle,
  onReject,
}: {
  disabled: boolean;
  itemTitle: string;
  onReject: (reason: string) => void;
}) {
  return (
    <ReasonDialog
      disabled={disabled}
      title={`«${itemTitle}» ablehnen`}
      question="Die Begründung geht mit der Mail an die einreichende Person."
      confirmLabel="Ablehnen"
      onConfirm={onReject}
    />
  );
}
