import { useMutation } from "@tanstack/react-query";
import { type RefObject, useId, useState } from "react";
import { useLocation } from "wouter";
import type { ReportItemKind } from "../../../shared/common/constants";
import {
  REPORT_MESSAGES,
  REPORT_REASON_MAX,
  REPORT_REASON_MIN,
  reportSentToast,
} from "../../../shared/reports/reports";
import { Button, buttonClass } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent } from "../../components/ui/dialog";
import { FieldError, Label, Textarea } from "../../components/ui/field";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../lib/api";
import { loginHref, useAuth } from "../auth/useAuth";

/** The dialog of 'Melden' (ReportButton), loaded when first opened. */
export function ReportDialog({
  kind,
  itemId,
  open,
  onOpenChange,
  trigger,
}: {
  kind: ReportItemKind;
  itemId: string | number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog: focus returns to it. */
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const { user } = useAuth();
  const [location] = useLocation();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  const send = useMutation({
    mutationFn: () => apiRequest("POST", "/api/reports", { kind, itemId: String(itemId), reason }),
    onSuccess: () => {
      toast(reportSentToast(kind));
      onOpenChange(false);
      setReason("");
    },
    onError: (failure) => setError(errorMessage(failure) ?? REPORT_MESSAGES.failed),
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        setError(undefined);
      }}
    >
      <DialogContent
        title="Inhalt melden"
        description="Die Redaktion prüft gemeldete Inhalte und entfernt, was gegen die Regeln verstösst."
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        {user ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (reason.trim().length < REPORT_REASON_MIN) {
                setError(`Bitte beschreiben Sie den Grund in mindestens ${REPORT_REASON_MIN} Zeichen.`);
                return;
              }
              send.mutate();
            }}
          >
            <Label htmlFor={id}>Grund</Label>
            <Textarea
              id={id}
              rows={3}
              maxLength={REPORT_REASON_MAX}
              value={reason}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            <FieldError id={`${id}-error`} message={error} />
            <div className="mt-4 flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button variant="secondary">Abbrechen</Button>
              </DialogClose>
              <Button type="submit" disabled={send.isPending}>
                Meldung senden
              </Button>
            </div>
          </form>
        ) : (
          <div>
            <p className="text-stone-800">Bitte melden Sie sich an, um Inhalte zu melden.</p>
            <a href={loginHref(location)} className={buttonClass("primary", "mt-4")}>
              Anmelden
            </a>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
