import { draftNote, type PrDraftWriter } from "../../../shared/pr-reports/pr-service-basics";

/** Who wrote the report's draft and who checks it, as the server says (shared draftNote): shown before paying. */
export function DraftNote({ writtenBy, fromWebsite }: { writtenBy: PrDraftWriter; fromWebsite: boolean }) {
  const { label, text } = draftNote(writtenBy, fromWebsite);
  return (
    <p
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      role="note"
      data-testid="pr-draft-note"
    >
      <strong>{label}:</strong> {text}
    </p>
  );
}
