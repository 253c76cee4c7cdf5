import { Card } from "../../components/ui/card";

/**
 * A number on the team's screens under its label, in Swiss notation; in a description list the label
 * and the number are its term and its description.
 */
export function CountCard({
  label,
  value,
  inDescriptionList = false,
}: {
  label: string;
  value: number;
  inDescriptionList?: boolean;
}) {
  const Label = inDescriptionList ? "dt" : "p";
  const Value = inDescriptionList ? "dd" : "p";
  return (
    <Card className="p-4">
      <Label className="text-sm text-stone-700">{label}</Label>
      <Value className="text-2xl font-bold text-stone-900">{value.toLocaleString("de-CH")}</Value>
    </Card>
  );
}
