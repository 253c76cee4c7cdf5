/**
 * Errors that say the database cannot be reached right now (PostgreSQL stopped, restarting, failed
 * over, the network between), as opposed to a fault of the request or the code: the answer is 503 with
 * a German message at once, and the next request tries again (the pool reconnects by itself).
 */
export const DATABASE_UNAVAILABLE =
  "Die Datenbank ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.";

/** What a browser asking for a page gets instead of the JSON answer. */
export const DATABASE_UNAVAILABLE_PAGE = `<!doctype html>
<html lang="de-CH"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vorübergehend nicht erreichbar</title></head>
<body><h1>Vorübergehend nicht erreichbar</h1><p>${DATABASE_UNAVAILABLE}</p></body></html>
`;

/** Seconds a client should wait before trying again. */
export const DATABASE_RETRY_AFTER_S = 5;

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** SQLSTATE 08xxx (connection exception), 57P01–57P03 (server shutting down, crashed, starting). */
const UNAVAILABLE_SQLSTATE = /^(?:08[0-9A-Z]{3}|57P0[123])$/;

/** What node-postgres throws without a code when a connection ends or none can be had in time. */
const POOL_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Cannot use a pool after calling end",
];

interface ErrorFields {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
  query?: unknown;
  port?: unknown;
}

/**
 * Whether an error says the database is unreachable. A network error counts when it comes from a query
 * (Drizzle wraps the driver's error with the query) or names the database's port (a connect refused at
 * the start of a transaction): the same codes from S3, SMTP or a model's endpoint are not the database.
 */
export function databaseOutageCheck(databaseUrl: string | undefined): (error: unknown) => boolean {
  const databasePort = databaseUrl ? Number(new URL(databaseUrl).port || 5432) : undefined;
  const unavailable = (error: unknown, inQuery: boolean, depth: number): boolean => {
    if (!error || typeof error !== "object" || depth > 4) return false;
    const { code, message, cause, errors, query, port } = error as ErrorFields;
    if (typeof code === "string" && UNAVAILABLE_SQLSTATE.test(code)) return true;
    if (typeof message === "string" && POOL_MESSAGES.some((known) => message.includes(known))) return true;
    if (typeof code === "string" && NETWORK_CODES.has(code) && (inQuery || port === databasePort))
      return true;
    const fromQuery = inQuery || typeof query === "string";
    if (unavailable(cause, fromQuery, depth + 1)) return true;
    // A refused connect to a name with several addresses (IPv4 and IPv6) is an AggregateError of each try.
    return Array.isArray(errors) && errors.some((inner) => unavailable(inner, fromQuery, depth + 1));
  };
  return (error) => unavailable(error, false, 0);
}
