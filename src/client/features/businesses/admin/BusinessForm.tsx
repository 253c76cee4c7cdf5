import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type Business, WEEKDAY_LABELS, WEEKDAYS } from "../../../../shared/businesses/basics";
import {
  type BusinessFormValues,
  type BusinessInput,
  businessFormSchema,
  businessFormValues,
} from "../../../../shared/businesses/businesses";
import { Field, Input, Textarea } from "../../../components/ui/field";
import { UpkeepForm, type UpkeepFormProps } from "../../admin/UpkeepParts";

export function BusinessForm({ item: business, ...actions }: UpkeepFormProps<Business, BusinessInput>) {
  const form = useForm<BusinessFormValues, unknown, BusinessInput>({
    resolver: zodResolver(businessFormSchema),
    defaultValues: businessFormValues(business),
  });
  const { errors } = form.formState;
  return (
    <UpkeepForm form={form} {...actions}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" required error={errors.name}>
          {(props) => <Input {...props} {...form.register("name")} />}
        </Field>
        <Field label="Branche" required error={errors.category}>
          {(props) => <Input {...props} {...form.register("category")} />}
        </Field>
      </div>
      <Field label="Beschreibung" error={errors.description}>
        {(props) => <Textarea {...props} rows={3} {...form.register("description")} />}
      </Field>
      <Field label="Adresse" error={errors.address}>
        {(props) => <Input {...props} {...form.register("address")} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Telefon" error={errors.phone}>
          {(props) => <Input {...props} type="tel" {...form.register("phone")} />}
        </Field>
        <Field label="E-Mail" error={errors.email}>
          {(props) => <Input {...props} type="email" {...form.register("email")} />}
        </Field>
        <Field label="Website" error={errors.website}>
          {(props) => <Input {...props} type="url" placeholder="https://" {...form.register("website")} />}
        </Field>
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-stone-900">
          Öffnungszeiten («Geschlossen», «24h» oder z.B. «08:00-12:00, 13:30-18:30»)
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {WEEKDAYS.map((day) => (
            <Field key={day} label={WEEKDAY_LABELS[day]} required error={errors.openingHours?.[day]}>
              {(props) => <Input {...props} {...form.register(`openingHours.${day}`)} />}
            </Field>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Breitengrad" error={errors.latitude}>
          {(props) => <Input {...props} inputMode="decimal" {...form.register("latitude")} />}
        </Field>
        <Field label="Längengrad" error={errors.longitude}>
          {(props) => <Input {...props} inputMode="decimal" {...form.register("longitude")} />}
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm text-stone-900">
        <input type="checkbox" className="h-4 w-4 accent-red-700" {...form.register("isActive")} />
        Im Verzeichnis anzeigen (aktiv)
      </label>
    </UpkeepForm>
  );
}
