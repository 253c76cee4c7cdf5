import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import type { AuthUser } from "../../shared/auth/auth";
import {
  requireAdmin,
  requireConfirmed,
  requireEditor,
  requireMember,
  requireUser,
} from "../features/auth/session";
import { unauthorized } from "../lib/http-errors";

/**
 * Who may call a route, declared with the route (`config: { access }`) and enforced by one hook before
 * the input is read, so that a visitor hears 401 and a member 403 whatever they sent:
 * - public: everybody, signed in or not (item rules, e.g. a pending letter for its author only, are the
 *   area's policy.ts, called by the handler);
 * - member: any signed-in member; confirmed: one whose address is confirmed (reads of one's own, the live
 *   connection); verified: confirmed and within the member's write budget (writing, messaging; DESIGN.md §3);
 * - editor: the editorial team (editors and administrators); admin: administrators;
 * - operations: a machine's call authorized by a secret in the request (a signature, a token) or by the
 *   configured internal addresses, checked by the handler, never by a session.
 */
export type Access = "public" | "member" | "confirmed" | "verified" | "editor" | "admin" | "operations";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * Writes that other sites' servers send on a person's behalf (the one-click unsubscribe of a mail
     * program, RFC 8058) and that only a secret in the address authorizes: exempt from the same-site check.
     */
    crossSite?: "allowed";
  }
  interface FastifyRequest {
    /** The member the access hook admitted; null on public and operations routes. */
    member: AuthUser | null;
  }
}

const ADMIT: Record<Access, ((request: FastifyRequest) => Promise<AuthUser>) | null> = {
  public: null,
  operations: null,
  member: requireUser,
  confirmed: requireConfirmed,
  verified: requireMember,
  editor: requireEditor,
  admin: requireAdmin,
};

/** Route options that declare only the access, for routes that need no other options. */
export const route = {
  public: { config: { access: "public" } },
  member: { config: { access: "member" } },
  confirmed: { config: { access: "confirmed" } },
  verified: { config: { access: "verified" } },
  editor: { config: { access: "editor" } },
  admin: { config: { access: "admin" } },
  operations: { config: { access: "operations" } },
} as const satisfies Record<Access, { config: { access: Access } }>;

/**
 * Checks the caller against a route's declared access: the member it admits, null on routes that need no
 * member; throws 401 or 403 otherwise. The hook calls it, and so does the page render's direct dispatch.
 */
export async function admit(request: FastifyRequest, access: Access | undefined): Promise<AuthUser | null> {
  const check = access ? ADMIT[access] : null;
  return check ? check(request) : null;
}

/** The member a member, verified, editor or admin route admitted (the hook ran before the handler). */
export function admitted(request: FastifyRequest): AuthUser {
  if (!request.member) throw unauthorized();
  return request.member;
}

/**
 * Enforces every route's declaration, and refuses to start when a route declares none: call on the root
 * instance before any route is registered. Plugins that register routes of their own (static files) get
 * their declaration from a scoped onRoute hook, which runs after this one: hence the check at ready.
 */
export function registerAccess(app: FastifyInstance) {
  const routes: RouteOptions[] = [];
  app.decorateRequest("member", null);
  app.addHook("onRoute", (options) => {
    routes.push(options);
  });
  app.addHook("onReady", async () => {
    const undeclared = routes
      .filter((options) => !options.config?.access)
      .map((options) => `${[options.method].flat().join(",")} ${options.url}`);
    if (undeclared.length > 0)
      throw new Error(`Routes without an access declaration (config.access): ${undeclared.join("; ")}`);
  });
  app.addHook("preValidation", async (request) => {
    request.member = await admit(request, request.routeOptions.config.access);
  });
}

/** Declares every route a plugin registers as public (fastify-static's files). */
export function allPublic(scope: FastifyInstance) {
  scope.addHook("onRoute", (options) => {
    options.config = { ...options.config, access: "public" };
  });
}
