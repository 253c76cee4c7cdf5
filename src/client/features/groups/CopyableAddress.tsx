import { Copy } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { Input, Label } from "../../components/ui/field";

/** An address to hand on (an invitation, a calendar): shown whole, selected on focus, copied by a button. */
export function CopyableAddress({
  label,
  value,
  copyLabel,
  copiedText,
}: {
  label: string;
  value: string;
  copyLabel: string;
  copiedText: string;
}) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className="mt-3">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          className="min-w-0 flex-1"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          variant="secondary"
          onClick={() =>
            navigator.clipboard.writeText(value).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          <Copy className="h-4 w-4" aria-hidden="true" />
          {copyLabel}
        </Button>
      </div>
      <p role="status" className="mt-1 text-sm text-emerald-800">
        {copied ? copiedText : ""}
      </p>
    </div>
  );
}
