import { ImagePlus } from "lucide-react";
import { useId, useState } from "react";
import { IMAGE_ALT_REQUIRED } from "../../../shared/newsroom/newsroom";
import { Input, Label } from "../../components/ui/field";
import { UPLOAD_MESSAGES, uploadImage, uploadRefusal } from "../uploads/uploadImage";

/** A picture inside the text: uploaded like the lead image, inserted as markdown with its description. */
export function BodyImage({ onInsert }: { onInsert: (markdown: string) => void }) {
  const ids = { alt: useId(), file: useId(), problem: useId() };
  const [alt, setAlt] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    if (!alt.trim()) {
      setProblem(IMAGE_ALT_REQUIRED);
      return;
    }
    const refusal = uploadRefusal(file);
    setProblem(refusal);
    if (refusal) return;
    setPercent(0);
    try {
      const address = await uploadImage(file, setPercent);
      onInsert(`![${alt.trim().replace(/[[\]]/g, "")}](${address})`);
      setAlt("");
    } catch {
      setProblem(UPLOAD_MESSAGES.failed);
    }
    setPercent(null);
  }

  return (
    <fieldset className="mt-3 rounded-lg border border-stone-200 p-3">
      <legend className="flex items-center gap-1 px-1 text-sm font-medium text-stone-800">
        <ImagePlus className="h-4 w-4" aria-hidden="true" />
        Bild in den Text einfügen
      </legend>
      <div className="grid gap-3">
        <div>
          <Label htmlFor={ids.alt}>Bildbeschreibung (Alternativtext)</Label>
          <Input id={ids.alt} value={alt} maxLength={300} onChange={(event) => setAlt(event.target.value)} />
        </div>
        <div>
          <Label htmlFor={ids.file}>Bilddatei</Label>
          <input
            id={ids.file}
            type="file"
            accept="image/*"
            disabled={percent !== null}
            aria-describedby={problem ? ids.problem : undefined}
            className="block max-w-full text-sm text-stone-800 file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-stone-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-stone-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              void choose(file);
            }}
          />
        </div>
        {percent !== null ? (
          <p role="status" className="text-sm text-stone-800">{`Wird hochgeladen... ${percent}%`}</p>
        ) : null}
        {problem ? (
          <p id={ids.problem} role="alert" className="text-sm text-red-800">
            {problem}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
