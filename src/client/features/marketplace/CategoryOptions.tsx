import { HELP_CATEGORY_LABELS } from "../../../shared/common/constants";
import { HELP_CATEGORY_GROUPS } from "../../../shared/marketplace/basics";
import { LabelledOptions } from "../../components/ui/labelled-options";

/** The marketplace's categories as a select's options, grouped as the spec lists them. */
export function CategoryOptions() {
  return HELP_CATEGORY_GROUPS.map((group) => (
    <optgroup key={group.label} label={group.label}>
      <LabelledOptions values={group.categories} labels={HELP_CATEGORY_LABELS} />
    </optgroup>
  ));
}
