import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { FieldError } from "../../components/ui/field";
import { ImageUpload } from "./ImageUpload";

/**
 * An optional picture of a react-hook-form form, kept in the field `name` as its stored address ('' when
 * there is none, as the shared schemas read an empty field). With `errorId`, the schema's refusal of the
 * address stands under it.
 */
export function FormImageUpload<T extends FieldValues>({
  control,
  name,
  label,
  endpoint,
  errorId,
  onUploaded,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  endpoint?: string;
  errorId?: string;
  /** Called once a new picture is stored (not when it is removed). */
  onUploaded?: () => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const upload = (
          <ImageUpload
            label={label}
            value={field.value || null}
            onChange={(address) => {
              field.onChange(address ?? "");
              if (address) onUploaded?.();
            }}
            endpoint={endpoint}
          />
        );
        if (!errorId) return upload;
        return (
          <div>
            {upload}
            <FieldError id={errorId} message={fieldState.error?.message} />
          </div>
        );
      }}
    />
  );
}
