import { Button } from "./button";

/**
 * The end of an edit form: submit (disabled while it saves, then saying so when `savingLabel` is given)
 * and 'Abbrechen', which leaves the form unsaved.
 */
export function SaveCancelButtons({
  saving,
  label,
  savingLabel,
  onCancel,
}: {
  saving: boolean;
  label: string;
  savingLabel?: string;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={saving}>
        {saving && savingLabel ? savingLabel : label}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        Abbrechen
      </Button>
    </div>
  );
}
