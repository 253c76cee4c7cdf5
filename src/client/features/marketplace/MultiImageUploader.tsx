import { ImagePlus, Trash2 } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { UPLOAD_MAX_BYTES } from "../../../shared/common/constants";
import { HELP_IMAGES_MAX, uploaderAlerts } from "../../../shared/marketplace/basics";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/field";
import { toast } from "../../components/ui/use-toast";
import { uploadImage } from "../uploads/uploadImage";

const TYPE_NAMES: Record<string, string> = { "image/png": "PNG", "image/jpeg": "JPEG" };

/** Why the browser refuses a file before sending it (spec §5 "Image uploader"), or null. */
export function uploaderRefusal(
  file: Pick<File, "name" | "type" | "size">,
  acceptedTypes?: readonly string[],
): string | null {
  if (!file.type.startsWith("image/")) return uploaderAlerts.notAnImage(file.name);
  if (acceptedTypes && !acceptedTypes.includes(file.type))
    return uploaderAlerts.wrongType(
      file.name,
      acceptedTypes.map((type) => TYPE_NAMES[type] ?? type).join(", "),
    );
  if (file.size > UPLOAD_MAX_BYTES) return uploaderAlerts.tooLarge(file.name, UPLOAD_MAX_BYTES / 1_048_576);
  return null;
}

/**
 * Several pictures of an entry (spec §5): at most `maxFiles` (default 5), each up to 10 MB, optionally
 * only some types; each is uploaded at once through /api/help-images/upload and shown with a remove button.
 */
export function MultiImageUploader({
  label,
  value,
  onChange,
  maxFiles = HELP_IMAGES_MAX,
  acceptedTypes,
}: {
  label: string;
  value: string[];
  onChange: (addresses: string[]) => void;
  maxFiles?: number;
  acceptedTypes?: readonly string[];
}) {
  const id = useId();
  const [alerts, setAlerts] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []).slice(0, Math.max(0, maxFiles - value.length));
    event.target.value = "";
    const refusals: string[] = [];
    const accepted = files.filter((file) => {
      const refusal = uploaderRefusal(file, acceptedTypes);
      if (refusal) refusals.push(refusal);
      return refusal === null;
    });
    setAlerts(refusals);
    if (accepted.length === 0) return;
    setUploading(true);
    const added: string[] = [];
    for (const file of accepted) {
      try {
        added.push(await uploadImage(file, () => {}, "/api/help-images/upload"));
      } catch {
        refusals.push(`${file.name}: Upload failed`);
      }
    }
    setUploading(false);
    setAlerts([...refusals]);
    if (added.length > 0) {
      onChange([...value, ...added]);
      toast({ title: "Bild hochgeladen" });
    }
  }

  const full = value.length >= maxFiles;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <p id={`${id}-hint`} className="mb-2 text-sm text-stone-600">
        {`Höchstens ${maxFiles} ${maxFiles === 1 ? "Bild" : "Bilder"}, je bis 10 MB${
          acceptedTypes ? `, nur ${acceptedTypes.map((type) => TYPE_NAMES[type] ?? type).join(" und ")}` : ""
        }.`}
      </p>
      {value.length > 0 ? (
        <ul className="mb-3 flex flex-wrap gap-3">
          {value.map((address, index) => (
            <li key={address} className="flex items-center gap-2">
              <img src={address} alt={`Bild ${index + 1}`} className="h-20 w-28 rounded-md object-cover" />
              <Button variant="secondary" onClick={() => onChange(value.filter((item) => item !== address))}>
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">{`Bild ${index + 1}`}</span> entfernen
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex items-center gap-2">
        <ImagePlus className="h-5 w-5 text-stone-600" aria-hidden="true" />
        <input
          id={id}
          type="file"
          multiple={maxFiles > 1}
          accept={acceptedTypes ? acceptedTypes.join(",") : "image/*"}
          disabled={full || uploading}
          onChange={choose}
          aria-describedby={`${id}-hint`}
          className="block w-full text-sm text-stone-800 file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-stone-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-stone-900 hover:file:bg-stone-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
        />
      </div>
      {uploading ? (
        <p role="status" className="mt-1 text-sm text-stone-700">
          Wird hochgeladen...
        </p>
      ) : null}
      {alerts.map((alert) => (
        <p key={alert} role="alert" className="mt-1 text-sm text-red-800">
          {alert}
        </p>
      ))}
    </div>
  );
}
