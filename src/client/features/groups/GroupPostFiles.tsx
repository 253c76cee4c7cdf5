import { useQuery } from "@tanstack/react-query";
import { FileText, ImagePlus, Paperclip, X } from "lucide-react";
import { type ChangeEvent, useState } from "react";
import { UPLOAD_MAX_BYTES } from "../../../shared/common/constants";
import { formatLongDateTime } from "../../../shared/common/dates";
import {
  GROUP_PDF_REFUSED,
  GROUP_POST_MAX_IMAGES,
  GROUP_POST_MAX_PDFS,
  type GroupAttachment,
  type GroupAttachmentKind,
  type GroupPost,
} from "../../../shared/groups/basics";
import { fileSizeText } from "../../../shared/notices/basics";
import { Button, buttonClass } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { QueryState } from "../../components/ui/query-state";
import { throwIfResNotOk } from "../../lib/api";
import { useSite } from "../../lib/site";
import { UPLOAD_MESSAGES } from "../uploads/uploadImage";
import { groupPostRevisionsQuery } from "./queries";
import { ActionError, groupApi } from "./useGroupAction";

const ACCEPT: Record<GroupAttachmentKind, string> = {
  image: "image/png,image/jpeg,image/webp,image/gif",
  pdf: "application/pdf,.pdf",
};

/** The browser's own check before anything is sent; the server checks the bytes again. */
function fileRefusal(kind: GroupAttachmentKind, file: File): string | null {
  if (kind === "pdf")
    return file.size > UPLOAD_MAX_BYTES || !(file.type === "application/pdf" || /\.pdf$/i.test(file.name))
      ? GROUP_PDF_REFUSED
      : null;
  if (!file.type.startsWith("image/")) return UPLOAD_MESSAGES.notAnImage;
  return file.size > UPLOAD_MAX_BYTES ? UPLOAD_MESSAGES.tooLarge : null;
}

/** POST /api/groups/{slug}/attachments: the file itself is the body. */
async function uploadGroupFile(slug: string, kind: GroupAttachmentKind, file: File) {
  const query = new URLSearchParams({ kind, name: file.name });
  const response = await fetch(groupApi(slug, `/attachments?${query}`), {
    method: "POST",
    headers: { "Content-Type": file.type || "application/octet-stream" },
    body: file,
    credentials: "include",
  });
  await throwIfResNotOk(response);
  return (await response.json()) as GroupAttachment;
}

/** 'Bild anhängen' or 'PDF anhängen': a button-like label over the file input it names. */
function FileButton({
  kind,
  label,
  disabled,
  onFile,
}: {
  kind: GroupAttachmentKind;
  label: string;
  disabled: boolean;
  onFile: (file: File) => void;
}) {
  const Icon = kind === "image" ? ImagePlus : Paperclip;
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) onFile(file);
  };
  return (
    <label
      className={buttonClass(
        "secondary",
        `cursor-pointer focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-sky-600 ${disabled ? "pointer-events-none opacity-60" : ""}`,
      )}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {label}
      <input type="file" className="sr-only" accept={ACCEPT[kind]} disabled={disabled} onChange={pick} />
    </label>
  );
}

/**
 * The composer's files: each is uploaded as soon as it is chosen and shown (a picture as itself, a PDF
 * by its name and size); 'Entfernen' leaves it out of the post.
 */
export function AttachmentPicker({
  slug,
  files,
  onChange,
}: {
  slug: string;
  files: GroupAttachment[];
  onChange: (files: GroupAttachment[]) => void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const count = (kind: GroupAttachmentKind) => files.filter((file) => file.kind === kind).length;
  const add = (kind: GroupAttachmentKind) => async (file: File) => {
    const refusal = fileRefusal(kind, file);
    setError(refusal ? new Error(refusal) : null);
    if (refusal) return;
    setPending(true);
    try {
      onChange([...files, await uploadGroupFile(slug, kind, file)]);
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  };
  return (
    <div>
      {files.length > 0 ? (
        <ul aria-label="Anhänge" className="mb-3 flex flex-wrap gap-3">
          {files.map((file) => (
            <li key={file.id} className="flex items-center gap-2 rounded-md border border-stone-200 p-2">
              {file.kind === "image" ? (
                <img src={file.url} alt={file.name} className="h-16 w-16 rounded object-cover" />
              ) : (
                <span className="flex items-center gap-1 text-sm text-stone-800">
                  <FileText className="h-4 w-4" aria-hidden="true" />
                  {`${file.name} (PDF, ${fileSizeText(file.size)})`}
                </span>
              )}
              <Button
                variant="ghost"
                className="px-2"
                onClick={() => onChange(files.filter((other) => other.id !== file.id))}
              >
                <X className="h-4 w-4" aria-hidden="true" />
                Entfernen<span className="sr-only">{`: ${file.name}`}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <FileButton
          kind="image"
          label="Bild anhängen"
          disabled={pending || count("image") >= GROUP_POST_MAX_IMAGES}
          onFile={add("image")}
        />
        <FileButton
          kind="pdf"
          label="PDF anhängen"
          disabled={pending || count("pdf") >= GROUP_POST_MAX_PDFS}
          onFile={add("pdf")}
        />
        <span role="status" className="text-sm text-stone-700">
          {pending ? "Wird hochgeladen..." : ""}
        </span>
      </div>
      <p className="mt-1 text-sm text-stone-700">
        {`Bis ${GROUP_POST_MAX_IMAGES} Bilder und ${GROUP_POST_MAX_PDFS} PDF-Dateien, je höchstens 10 MB.`}
      </p>
      <ActionError error={error} />
    </div>
  );
}

/** A post's pictures, then its PDFs as downloads with name and size. */
export function PostAttachments({ post }: { post: GroupPost }) {
  const images = post.attachments.filter((file) => file.kind === "image");
  const pdfs = post.attachments.filter((file) => file.kind === "pdf");
  if (post.attachments.length === 0) return null;
  return (
    <div className="mt-3 space-y-3">
      {images.length > 0 ? (
        <ul aria-label="Bilder" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {images.map((image, index) => (
            <li key={image.id}>
              <a href={image.url} target="_blank" rel="noopener">
                <img
                  src={image.url}
                  alt={`Bild ${index + 1} von ${images.length} zum Beitrag von ${post.author.name}`}
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  className="aspect-[4/3] h-auto w-full rounded-md border border-stone-200 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {pdfs.length > 0 ? (
        <ul aria-label="Dokumente" className="space-y-1">
          {pdfs.map((pdf) => (
            <li key={pdf.id}>
              <a
                href={pdf.url}
                download={pdf.name}
                className="inline-flex max-w-full items-start gap-2 text-sky-800 hover:text-sky-950"
              >
                <FileText className="mt-1 h-4 w-4 shrink-0" aria-hidden="true" />
                <span className="min-w-0 break-words">
                  <span className="underline">{pdf.name}</span>{" "}
                  <span className="text-sm whitespace-nowrap text-stone-700">{`(PDF, ${fileSizeText(pdf.size)})`}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** 'Verlauf' of an edited post: every version, newest first, with who saved it and when. */
export function PostHistory({ slug, post }: { slug: string; post: GroupPost }) {
  const { timeZone } = useSite();
  const [open, setOpen] = useState(false);
  const history = useQuery({ ...groupPostRevisionsQuery(slug, post.id), enabled: open });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost">
          Verlauf<span className="sr-only">{` des Beitrags von ${post.author.name}`}</span>
        </Button>
      </DialogTrigger>
      <DialogContent title="Verlauf des Beitrags" className="max-w-2xl">
        <QueryState
          query={history}
          loading={<p className="text-stone-700">Wird geladen…</p>}
          error={<p className="text-red-800">Der Verlauf konnte nicht geladen werden.</p>}
          isEmpty={(revisions) => revisions.length === 0}
          empty={<p className="text-stone-700">Dieser Beitrag wurde nie bearbeitet.</p>}
        >
          {(revisions) => (
            <ol className="space-y-4">
              {revisions.map((revision, index) => (
                <li key={revision.id} className="border-b border-stone-200 pb-3 last:border-b-0">
                  <p className="text-sm text-stone-700">
                    <span className="font-semibold text-stone-900">
                      {index === 0 ? "Aktuelle Fassung" : `Fassung ${revision.version}`}
                    </span>
                    {" · "}
                    <time dateTime={revision.savedAt}>{formatLongDateTime(revision.savedAt, timeZone)}</time>
                    {` · ${revision.savedBy}`}
                  </p>
                  <p className="mt-1 whitespace-pre-line break-words text-stone-800">
                    {String(revision.fields.body ?? "")}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
