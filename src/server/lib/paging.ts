import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { INVALID_CURSOR } from "../../shared/common/paging";
import { badRequest } from "./http-errors";

/**
 * Keyset paging: a cursor names the last item of a page by its sort key, so the next page starts
 * right after it however many items were added meanwhile. To the client it is an opaque token.
 */
export function encodeCursor(key: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(key), "utf8").toString("base64url");
}

export function decodeCursor<T>(cursor: string | undefined, shape: z.ZodType<T>): T | undefined {
  if (cursor === undefined) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw badRequest(INVALID_CURSOR);
  }
  const parsed = shape.safeParse(decoded);
  if (!parsed.success) throw badRequest(INVALID_CURSOR);
  return parsed.data;
}

/** A timestamp as PostgreSQL's to_char(… 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') writes it: exact to the microsecond. */
export const exactTimestamp = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);

/** Sets `Link: <…>; rel="next"` to the same address with the next page's cursor, when there is one. */
export function linkNextPage(request: FastifyRequest, reply: FastifyReply, nextCursor: string | null) {
  if (!nextCursor) return;
  const url = new URL(request.url, "http://link.invalid");
  url.searchParams.set("cursor", nextCursor);
  reply.header("Link", `<${url.pathname}${url.search}>; rel="next"`);
}

/** One page of a list, and the cursor of the page after it. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
