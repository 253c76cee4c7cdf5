import { HELP_CATEGORY_LABELS } from "../../../shared/common/constants";
import { HELP_CATEGORY_GROUPS } from "../../../shared/marketplace/basics";

/** The marketplace's categories as a select's options, grouped as the spec lists them. */
export function CategoryOptions() {
  return HELP_CATEGORY_GROUPS.map((group) => (
    <optgroup key={group.label} label={group.label}>
      {group.categories.map((category) => (
        <option key={category} value={category}>
          {HELP_CATEGORY_LABELS[category]}
        </option>
      ))}
    </optgroup>
  ));
}
