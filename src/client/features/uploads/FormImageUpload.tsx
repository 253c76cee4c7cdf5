import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { ImageUpload } from "./ImageUpload";

/**
 * An optional picture of a react-hook-form form, kept in the field `name` as its stored address ('' when
 * there is none, as the shared schemas read an empty field).
 */
export function FormImageUpload<T extends FieldValues>({
  control,
  name,
  label,
  endpoint,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  endpoint?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ImageUpload
          label={label}
          value={field.value || null}
          onChange={(address) => field.onChange(address ?? "")}
          endpoint={endpoint}
        />
      )}
    />
  );
}
