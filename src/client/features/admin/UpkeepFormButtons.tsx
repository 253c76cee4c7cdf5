import { Button } from "../../components/ui/button";

/** The end of an upkeep form in a dialog (a business, a candidate, the assistant's knowledge). */
export function UpkeepFormButtons({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  return (
    <div className="flex justify-end gap-3">
      <Button variant="secondary" onClick={onCancel}>
        Abbrechen
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? "Wird gespeichert..." : "Speichern"}
      </Button>
    </div>
  );
}
