import type { FastifyRequest } from "fastify";
import { getSession } from "../features/auth/session";

/**
 * Who is reading: decides whether an item that is not (yet) public may be shown — to its author,
 * to the browser session that ordered it, and to admins (DESIGN.md §4).
 */
export interface Viewer {
  userId: string | null;
  isAdmin: boolean;
  /** This browser's session (what a session before signing in ordered became the member's at sign-in). */
  sessionIds: string[];
}

export async function viewerOf(request: FastifyRequest): Promise<Viewer> {
  const session = await getSession(request);
  return {
    userId: session?.user?.id ?? null,
    isAdmin: session?.user?.isAdmin ?? false,
    sessionIds: session ? [session.sid] : [],
  };
}
