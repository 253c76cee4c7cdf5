import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { get } from "react-hook-form";
import {
  GROUP_KIND_LABELS,
  GROUP_KINDS,
  GROUP_VISIBILITIES,
  GROUP_VISIBILITY_LABELS,
  type GroupVisibility,
} from "../../../shared/groups/basics";
import { Field, FieldError, selectClass, Textarea } from "../../components/ui/field";
import { LabelledOptions } from "../../components/ui/labelled-options";

/** What each visibility means for residents, said where the founder chooses it. */
export const VISIBILITY_EXPLANATIONS: Record<GroupVisibility, string> = {
  open: "Alle sehen die Gruppe und ihre Beiträge. Mitglieder des Portals treten mit einem Klick bei.",
  closed:
    "Alle sehen die Gruppe im Verzeichnis, die Beiträge nur ihre Mitglieder. Wer beitreten möchte, fragt an; die Admins der Gruppe nehmen auf.",
  private:
    "Nur Mitglieder wissen, dass es die Gruppe gibt: Sie steht in keinem Verzeichnis. Beitreten kann man nur mit einer Einladung.",
};

interface GroupBasics extends FieldValues {
  kind?: string;
  visibility?: string;
  description?: string;
}

/** Kind, visibility (with what each means) and description: the fields founding and the profile share. */
export function GroupBasicFields<T extends GroupBasics, Output>({
  form,
}: {
  form: UseFormReturn<T, unknown, Output>;
}) {
  const errors = form.formState.errors;
  const error = (name: string) => get(errors, name) as { message?: string } | undefined;
  return (
    <>
      <Field label="Art der Gruppe" required error={error("kind")}>
        {(props) => (
          <select {...props} className={selectClass} {...form.register("kind" as Path<T>)}>
            <LabelledOptions values={GROUP_KINDS} labels={GROUP_KIND_LABELS} />
          </select>
        )}
      </Field>
      <fieldset>
        <legend className="mb-1 block text-sm font-medium text-stone-800">
          Wer sieht die Gruppe?
          <span aria-hidden="true" className="text-red-800">
            {" *"}
          </span>
        </legend>
        <div className="space-y-2">
          {GROUP_VISIBILITIES.map((visibility) => (
            <label
              key={visibility}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-stone-300 bg-white p-3 has-[:checked]:border-sky-700 has-[:checked]:bg-sky-50"
            >
              <input
                type="radio"
                value={visibility}
                className="mt-1 h-4 w-4 accent-sky-700"
                {...form.register("visibility" as Path<T>)}
              />
              <span>
                <span className="block font-medium text-stone-900">
                  {GROUP_VISIBILITY_LABELS[visibility]}
                </span>
                <span className="block text-sm text-stone-700">{VISIBILITY_EXPLANATIONS[visibility]}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id="group-visibility-error" message={error("visibility")?.message} />
      </fieldset>
      <Field
        label="Beschreibung"
        required
        hint="Was macht die Gruppe, für wen ist sie, wann trifft sie sich? Mindestens 20 Zeichen; Markdown ist möglich (**fett**, Listen mit -)."
        error={error("description")}
      >
        {(props) => (
          <Textarea {...props} rows={8} maxLength={5000} {...form.register("description" as Path<T>)} />
        )}
      </Field>
    </>
  );
}
