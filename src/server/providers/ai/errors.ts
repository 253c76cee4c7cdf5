import { HttpError } from "../../lib/http-errors";

export const AI_UNAVAILABLE =
  "Der KI-Dienst ist im Moment nicht erreichbar. Bitte versuchen Sie es später erneut.";
export const AI_JUNK_ANSWER =
  "Die KI hat keine verwertbare Antwort geliefert. Bitte versuchen Sie es erneut oder schreiben Sie den Text selbst.";

/** The model failed or answered nonsense: a bad gateway for the client, with a German message. */
export class AiError extends HttpError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(502, message);
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}
