import type { FastifyRequest } from "fastify";
import { getSession } from "../features/auth/session";

/**
 * Who is reading: decides whether an item that is not (yet) public may be shown — to its author,
 * to the browser session that ordered it, and to admins (DESIGN.md §4).
 */
export interface Viewer {
  userId: string | null;
  isAdmin: boolean;
  /** This browser's session, and the one it had before signing in (sessions carry it over). */
  sessionIds: string[];
}

export async function viewerOf(request: FastifyRequest): Promise<Viewer> {
  const session = await getSession(request);
  const previous = session?.data.previousSid;
  return {
    userId: session?.user?.id ?? null,
    isAdmin: session?.user?.isAdmin ?? false,
    sessionIds: session ? [session.sid, ...(typeof previous === "string" ? [previous] : [])] : [],
  };
}
