import { Trash2 } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/field";
import { imageSrc } from "../articles/categoryStyle";
import { UPLOAD_MESSAGES, uploadImage, uploadRefusal } from "./uploadImage";

type UploadState = { kind: "idle" } | { kind: "uploading"; percent: number };

/**
 * One optional image: uploads it at once with its progress in percent and hands back the stored
 * address (spec §2 "Image upload control", §4: idle, uploading, done, failed → reset with a message).
 */
export function ImageUpload({
  label,
  value,
  onChange,
  endpoint,
}: {
  label: string;
  value: string | null;
  onChange: (address: string | null) => void;
  endpoint?: string;
}) {
  const id = useId();
  const [state, setState] = useState<UploadState>({ kind: "idle" });
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const refusal = uploadRefusal(file);
    setProblem(refusal);
    if (refusal) return;
    setState({ kind: "uploading", percent: 0 });
    try {
      onChange(await uploadImage(file, (percent) => setState({ kind: "uploading", percent }), endpoint));
    } catch {
      setProblem(UPLOAD_MESSAGES.failed);
    }
    setState({ kind: "idle" });
  }

  const preview = imageSrc(value);
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {preview ? (
        <div className="flex items-center gap-3">
          <img
            src={preview}
            alt="Vorschau des hochgeladenen Bildes"
            className="h-20 w-28 rounded-md object-cover"
          />
          <Button variant="secondary" onClick={() => onChange(null)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Bild entfernen
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <input
            id={id}
            type="file"
            accept="image/*"
            className="block text-sm text-stone-800 file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-stone-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-stone-900 hover:file:bg-stone-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
            disabled={state.kind === "uploading"}
            onChange={choose}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
          {state.kind === "uploading" ? (
            <div className="flex min-w-40 flex-1 items-center gap-2" role="status">
              <progress
                className="h-2 flex-1 accent-red-700"
                max={100}
                value={state.percent}
                aria-label="Fortschritt des Hochladens"
              />
              <span className="text-sm text-stone-800">{`Wird hochgeladen... ${state.percent}%`}</span>
            </div>
          ) : null}
        </div>
      )}
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="mt-1 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
