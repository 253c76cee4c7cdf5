/** An error whose status and German message are meant for the client (DESIGN.md §3). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = "Unauthorized") => new HttpError(401, message);
export const forbidden = (message = "Zugriff verweigert") => new HttpError(403, message);
export const notFound = (message = "Nicht gefunden") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const gone = (message: string) => new HttpError(410, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);

/** The value, or 404 with the message when there is none. */
export function orNotFound<T>(value: T | null | undefined, message: string): T {
  if (value == null) throw notFound(message);
  return value;
}

export const TOO_MANY_REQUESTS =
  "Zu viele Anfragen. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.";
