import { Flag } from "lucide-react";
import { useRef } from "react";
import type { ReportItemKind } from "../../../shared/common/constants";
import { Button } from "../../components/ui/button";
import { deferred, useDeferredOpener } from "../../lib/deferred";

const reportDialog = deferred(() => import("./ReportDialog"));

/**
 * 'Melden': a member tells the editorial team that an item breaks the rules, with a reason, once per
 * item. Mounted on every public item, marketplace entry and message; the dialog's code loads when it opens.
 */
export function ReportButton({
  kind,
  itemId,
  className,
}: {
  kind: ReportItemKind;
  itemId: string | number;
  className?: string;
}) {
  const { loaded: dialog, open, setOpen, opener } = useDeferredOpener(reportDialog);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...opener}
      >
        <Flag className="h-4 w-4" aria-hidden="true" />
        Melden
      </Button>
      {dialog ? (
        <dialog.ReportDialog
          kind={kind}
          itemId={itemId}
          open={open}
          onOpenChange={setOpen}
          trigger={trigger}
        />
      ) : null}
    </>
  );
}
