import { UPLOAD_MAX_BYTES } from "../../../shared/common/constants";
import { apiRequest } from "../../lib/api";

/** Spec portal-public §5 and §8: what the upload control tells people. */
export const UPLOAD_MESSAGES = {
  tooLarge: "Datei ist zu groß. Maximum: 10MB",
  notAnImage: "Bitte wählen Sie eine Bilddatei aus.",
  failed: "Fehler beim Hochladen der Datei. Bitte versuchen Sie es erneut.",
} as const;

/** The browser's own check before anything is sent; the server checks the bytes again. */
export function uploadRefusal(file: Pick<File, "type" | "size">): string | null {
  if (!file.type.startsWith("image/")) return UPLOAD_MESSAGES.notAnImage;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

/** The stored address: the upload address without host and query string (spec §2 "Image upload control"). */
export const storedAddress = (uploadURL: string) => new URL(uploadURL, "http://upload.invalid").pathname;

/**
 * Asks for a signed address, sends the file there with its content type (XMLHttpRequest, because fetch
 * reports no upload progress) and resolves with the stored address.
 */
export async function uploadImage(
  file: File,
  onProgress: (percent: number) => void,
  endpoint = "/api/objects/upload",
): Promise<string> {
  const { uploadURL } = (await (await apiRequest("POST", endpoint)).json()) as { uploadURL: string };
  await new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("PUT", uploadURL);
    request.setRequestHeader("Content-Type", file.type);
    request.upload.addEventListener("progress", (progress) => {
      if (progress.lengthComputable) onProgress(Math.round((progress.loaded / progress.total) * 100));
    });
    request.addEventListener("load", () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new Error(`${request.status}: ${request.responseText}`)),
    );
    request.addEventListener("error", () => reject(new Error("upload failed")));
    request.addEventListener("abort", () => reject(new Error("upload aborted")));
    request.send(file);
  });
  return storedAddress(uploadURL);
}
