import { useQueryClient } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { useId, useState } from "react";
import { UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE } from "../../../shared/common/constants";
import { type EditorialNotice, fileSizeText, NOTICE_NOT_A_PDF } from "../../../shared/notices/basics";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/field";
import { apiRequest, errorMessage, throwIfResNotOk } from "../../lib/api";
import { editorialItemQuery } from "../newsroom/queries";
import { ADMIN_NOTICES } from "./admin-queries";

/** The PDFs of a saved notice: upload (checked by the server by content), open and remove. */
export function NoticeAttachments({ notice }: { notice: EditorialNotice }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: editorialItemQuery(ADMIN_NOTICES, notice.id).queryKey });

  async function upload(file: File) {
    if (file.size > UPLOAD_MAX_BYTES) return setProblem(UPLOAD_TOO_LARGE);
    if (file.type && file.type !== "application/pdf") return setProblem(NOTICE_NOT_A_PDF);
    setBusy(true);
    try {
      const response = await fetch(
        `${ADMIN_NOTICES}/${notice.id}/attachments?name=${encodeURIComponent(file.name)}`,
        {
          method: "POST",
          headers: { "Content-Type": "application/pdf" },
          body: file,
          credentials: "include",
        },
      );
      await throwIfResNotOk(response);
      setProblem(null);
      await refresh();
    } catch (failure) {
      setProblem(errorMessage(failure) ?? "Das Dokument konnte nicht hochgeladen werden.");
    } finally {
      setBusy(false);
    }
  }

  async function remove(id: number) {
    try {
      await apiRequest("DELETE", `${ADMIN_NOTICES}/${notice.id}/attachments/${id}`);
      setProblem(null);
      await refresh();
    } catch (failure) {
      setProblem(errorMessage(failure) ?? "Das Dokument konnte nicht entfernt werden.");
    }
  }

  return (
    <section aria-labelledby="notice-documents" className="rounded-lg border border-stone-200 p-4">
      <h2 id="notice-documents" className="text-lg font-bold text-stone-900">
        Dokumente (PDF)
      </h2>
      {notice.attachments.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">Noch keine Dokumente angehängt.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {notice.attachments.map((attachment) => (
            <li key={attachment.id} className="flex flex-wrap items-center gap-3">
              <a
                href={`${ADMIN_NOTICES}/${notice.id}/attachments/${attachment.id}`}
                className="inline-flex min-w-0 items-center gap-2 text-sky-900 underline"
              >
                <FileText className="h-4 w-4 shrink-0" aria-hidden="true" />
                <span className="break-all">{attachment.fileName}</span>
              </a>
              <span className="text-sm text-stone-700">{fileSizeText(attachment.bytes)}</span>
              <Button variant="ghost" className="text-red-800" onClick={() => void remove(attachment.id)}>
                {`${attachment.fileName} entfernen`}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3">
        <Label htmlFor={inputId}>PDF anhängen (höchstens 10 MB)</Label>
        <input
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          disabled={busy}
          className="block w-full text-sm text-stone-900 file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-2"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void upload(file);
          }}
        />
        {busy ? (
          <p role="status" className="mt-1 text-sm text-stone-700">
            Wird hochgeladen …
          </p>
        ) : null}
        {problem ? (
          <p role="alert" className="mt-1 text-sm text-red-800">
            {problem}
          </p>
        ) : null}
      </div>
    </section>
  );
}
