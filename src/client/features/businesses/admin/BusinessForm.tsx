import { type Business, WEEKDAY_LABELS, WEEKDAYS } from "../../../../shared/businesses/basics";
import {
  type BusinessInput,
  businessFormSchema,
  businessFormValues,
} from "../../../../shared/businesses/businesses";
import { FormInputField } from "../../../components/ui/form-input-field";
import { UpkeepForm, type UpkeepFormProps } from "../../admin/UpkeepParts";
import { useUpkeepForm } from "../../admin/useUpkeepForm";

export function BusinessForm({ item: business, ...actions }: UpkeepFormProps<Business, BusinessInput>) {
  const form = useUpkeepForm(businessFormSchema, businessFormValues(business));
  return (
    <UpkeepForm form={form} {...actions}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInputField form={form} name="name" label="Name" required />
        <FormInputField form={form} name="category" label="Branche" required />
      </div>
      <FormInputField form={form} name="description" label="Beschreibung" rows={3} />
      <FormInputField form={form} name="address" label="Adresse" />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormInputField form={form} name="phone" label="Telefon" type="tel" />
        <FormInputField form={form} name="email" label="E-Mail" type="email" />
        <FormInputField form={form} name="website" label="Website" type="url" placeholder="https://" />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-stone-900">
          Öffnungszeiten («Geschlossen», «24h» oder z.B. «08:00-12:00, 13:30-18:30»)
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {WEEKDAYS.map((day) => (
            <FormInputField
              key={day}
              form={form}
              name={`openingHours.${day}`}
              label={WEEKDAY_LABELS[day]}
              required
            />
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInputField form={form} name="latitude" label="Breitengrad" inputMode="decimal" />
        <FormInputField form={form} name="longitude" label="Längengrad" inputMode="decimal" />
      </div>
      <label className="flex items-center gap-2 text-sm text-stone-900">
        <input type="checkbox" className="h-4 w-4 accent-red-700" {...form.register("isActive")} />
        Im Verzeichnis anzeigen (aktiv)
      </label>
    </UpkeepForm>
  );
}
