import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { loginSchema, registerSchema } from "../../../shared/auth";
import { safeReturnTo } from "../../../shared/return-to";
import { OidcClient } from "./oidc";
import { authenticate, destroySession, registerMember, renewSession, signInExternal } from "./service";
import { clearSessionCookie, currentUser, getSession, setSessionCookie } from "./session";

const OIDC_COOKIE = "oidc_login";
const LOGIN_RATE_LIMIT = { max: 10, timeWindow: "15 minutes" };

export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app.ctx;

  api.get("/api/auth/user", async (request, reply) => {
    const user = await currentUser(request);
    if (!user) return reply.code(401).send({ message: "Unauthorized" });
    return user;
  });

  api.get("/api/logout", async (request, reply) => {
    const session = await getSession(request);
    if (session) await destroySession(db, session.sid);
    clearSessionCookie(request, reply);
    return reply.redirect("/");
  });

  const returnToQuery = z.object({ returnTo: z.string().optional() });

  if (!config.oidc) {
    api.get("/api/login", { schema: { querystring: returnToQuery } }, async (request, reply) => {
      const returnTo = safeReturnTo(request.query.returnTo);
      return reply.redirect(returnTo === "/" ? "/login" : `/login?returnTo=${encodeURIComponent(returnTo)}`);
    });

    api.post("/api/auth/register", { schema: { body: registerSchema } }, async (request, reply) => {
      const user = await registerMember(db, request.body, config.adminEmails);
      const previous = await getSession(request);
      setSessionCookie(request, reply, await renewSession(db, previous?.sid, user.id));
      return reply.code(201).send(user);
    });

    api.post(
      "/api/auth/login",
      {
        schema: { body: loginSchema },
        config: {
          rateLimit: {
            ...LOGIN_RATE_LIMIT,
            // Counted once the body is parsed: per address and account, so one attacker cannot lock everybody out.
            hook: "preHandler",
            keyGenerator: (request) =>
              `${request.ip}|${String((request.body as { email?: unknown })?.email ?? "")}`,
          },
        },
      },
      async (request, reply) => {
        const user = await authenticate(db, request.body.email, request.body.password, config.adminEmails);
        const previous = await getSession(request);
        setSessionCookie(request, reply, await renewSession(db, previous?.sid, user.id));
        return user;
      },
    );
    return;
  }

  const client = new OidcClient(config.oidc, `${config.publicUrl}/api/callback`);

  api.get("/api/login", { schema: { querystring: returnToQuery } }, async (request, reply) => {
    const login = await client.startLogin(safeReturnTo(request.query.returnTo));
    reply.setCookie(OIDC_COOKIE, JSON.stringify(login.pending), {
      path: "/api/callback",
      httpOnly: true,
      sameSite: "lax",
      secure: config.secureCookies,
      signed: true,
      maxAge: 600,
    });
    return reply.redirect(login.url);
  });

  api.get("/api/callback", async (request, reply) => {
    const raw = request.cookies[OIDC_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    if (!unsigned?.valid || !unsigned.value) return reply.redirect("/login?error=oidc");
    reply.clearCookie(OIDC_COOKIE, { path: "/api/callback" });
    const pending = JSON.parse(unsigned.value) as Parameters<OidcClient["finishLogin"]>[1];
    try {
      const identity = await client.finishLogin(new URL(request.url, config.publicUrl), pending);
      const user = await signInExternal(db, identity, config.adminEmails);
      const previous = await getSession(request);
      setSessionCookie(request, reply, await renewSession(db, previous?.sid, user.id));
      return reply.redirect(safeReturnTo(pending.returnTo));
    } catch (error) {
      request.log.warn({ err: error }, "OpenID Connect sign-in failed");
      return reply.redirect("/login?error=oidc");
    }
  });
}
