import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  changePasswordSchema,
  EMAIL_ALREADY_VERIFIED,
  EMAIL_VERIFIED,
  loginSchema,
  PASSWORD_CHANGED,
  PASSWORD_RESET,
  passwordResetRequestSchema,
  passwordResetSchema,
  REGISTERED,
  RESET_REQUESTED,
  registerSchema,
  VERIFICATION_SENT,
  verifyEmailSchema,
} from "../../../shared/auth/auth";
import { safeReturnTo } from "../../../shared/common/return-to";
import { admitted, route } from "../../http/access";
import { TOO_MANY_REQUESTS, tooManyRequests } from "../../lib/http-errors";
import { OidcClient } from "./oidc";
import {
  type AccountContext,
  authenticate,
  changePassword,
  registerMember,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signInExternal,
  verifyEmail,
} from "./service";
import { clearSessionCookie, currentUser, getSession, setSessionCookie } from "./session";
import { destroySession, endSessionsOf, renewSession } from "./sessions";

const OIDC_COOKIE = "oidc_login";
const MINUTES_15 = 15 * 60_000;
const HOUR = 60 * 60_000;

/**
 * Limits of the account routes. Those "per address" count the client's address (request.ip, which
 * believes X-Forwarded-For only from TRUST_PROXY); those "per account" count whatever the address.
 */
type Limit = { max: number; timeWindow: number };

const LIMITS = {
  loginPerAddressAndAccount: { max: 10, timeWindow: MINUTES_15 },
  loginPerAccount: { max: 20, timeWindow: MINUTES_15 },
  registerPerAddress: { max: 30, timeWindow: MINUTES_15 },
  registerPerAccount: { max: 5, timeWindow: HOUR },
  resetPerAddress: { max: 10, timeWindow: MINUTES_15 },
  resetPerAccount: { max: 3, timeWindow: HOUR },
  linkPerAddress: { max: 30, timeWindow: MINUTES_15 },
  perMember: { max: 10, timeWindow: HOUR },
};

const bodyEmail = (request: FastifyRequest) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? "").toLowerCase();

/** Counted once the body is parsed, so that limits can name the account. */
const perAddress = (name: string, limit: Limit) => ({
  rateLimit: {
    ...limit,
    hook: "preHandler" as const,
    keyGenerator: (request: FastifyRequest) => `${name}:${request.ip}`,
  },
});

/**
 * GET /api/logout stays a browser navigation (spec), but only a navigation this site started (or the
 * visitor typed) signs out: a link or picture on another page, or an <img> on this one, is not one.
 */
function isOwnNavigation(request: FastifyRequest): boolean {
  const site = request.headers["sec-fetch-site"];
  return (
    (site === "same-origin" || site === "none") &&
    request.headers["sec-fetch-mode"] === "navigate" &&
    request.headers["sec-fetch-dest"] === "document"
  );
}

export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config, db, realtime } = app.ctx;
  const accounts: AccountContext = app.ctx;

  const limiter = (name: string, limit: Limit) => {
    const check = app.createRateLimit({
      ...limit,
      keyGenerator: (request) => `${name}:${bodyEmail(request)}`,
    });
    return async (request: FastifyRequest) => {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw tooManyRequests(TOO_MANY_REQUESTS);
    };
  };
  const perMember = (name: string) => ({
    rateLimit: {
      ...LIMITS.perMember,
      keyGenerator: async (request: FastifyRequest) =>
        `${name}:${(await currentUser(request))?.id ?? request.ip}`,
    },
  });

  api.get("/api/auth/user", route.member, async (request) => admitted(request));

  /**
   * A new session for the member; the browser's previous one ends, and a socket opened with it (another
   * member's, on a shared computer) closes on every instance.
   */
  const signInAs = async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
    const previous = await getSession(request);
    setSessionCookie(
      request,
      reply,
      await renewSession(db, previous, userId, request.server.ctx.sessionHandovers),
    );
    if (previous?.user) {
      await realtime.announceSessionsEnded({ userId: previous.user.id, sessionIds: [previous.sid] });
    }
  };

  const signOut = async (request: FastifyRequest) => {
    const session = await getSession(request);
    if (!session) return;
    await destroySession(db, session.sid);
    if (session.user)
      await realtime.announceSessionsEnded({ userId: session.user.id, sessionIds: [session.sid] });
  };

  api.post("/api/logout", route.public, async (request, reply) => {
    await signOut(request);
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });

  api.get("/api/logout", route.public, async (request, reply) => {
    if (!isOwnNavigation(request)) return reply.redirect("/abmelden");
    await signOut(request);
    clearSessionCookie(request, reply);
    return reply.redirect("/");
  });

  api.post("/api/auth/logout-everywhere", route.member, async (request, reply) => {
    const user = admitted(request);
    await endSessionsOf(db, user.id);
    await realtime.announceSessionsEnded({ userId: user.id });
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });

  api.post(
    "/api/auth/verify-email",
    {
      schema: { body: verifyEmailSchema },
      config: { access: "public", ...perAddress("verify", LIMITS.linkPerAddress) },
    },
    async (request) => {
      try {
        const user = await verifyEmail(accounts, request.body.token);
        // May write and message from now on (and may have become an administrator by ADMIN_EMAILS).
        await realtime.announceSessionsEnded({ userId: user.id, reason: "rights" });
        return { message: EMAIL_VERIFIED, user };
      } catch (error) {
        // A link is spent once used: a member who is signed in and already confirmed hears so, not 'ungültig'.
        const signedIn = await currentUser(request);
        if (signedIn?.emailVerified) return { message: EMAIL_ALREADY_VERIFIED, user: signedIn };
        throw error;
      }
    },
  );

  api.post(
    "/api/auth/verification",
    { config: { access: "member", ...perMember("resend-verification") } },
    async (request, reply) => {
      const user = admitted(request);
      await resendVerification(accounts, user.id);
      return reply.code(202).send({ message: VERIFICATION_SENT });
    },
  );

  const returnToQuery = z.object({ returnTo: z.string().optional() });

  if (!config.oidc) {
    api.get(
      "/api/login",
      { ...route.public, schema: { querystring: returnToQuery } },
      async (request, reply) => {
        const returnTo = safeReturnTo(request.query.returnTo);
        return reply.redirect(
          returnTo === "/" ? "/login" : `/login?returnTo=${encodeURIComponent(returnTo)}`,
        );
      },
    );

    /**
     * A request that mails the address in its body (an account's confirmation, a reset link): counted per
     * client address and per account, and answered 202 alike whether the address has an account or not.
     */
    const mailingRequest = <Body extends z.ZodType>(
      url: string,
      body: Body,
      limits: { perAddress: [string, Limit]; perAccount: [string, Limit] },
      send: (body: z.infer<Body>) => Promise<unknown>,
      message: string,
    ) =>
      api.post(
        url,
        {
          schema: { body },
          config: { access: "public", ...perAddress(...limits.perAddress) },
          preHandler: limiter(...limits.perAccount),
        },
        async (request, reply) => {
          // The provider cannot narrow a generic schema: the body is what `body` let through.
          await send(request.body as z.infer<Body>);
          return reply.code(202).send({ message });
        },
      );

    mailingRequest(
      "/api/auth/register",
      registerSchema,
      {
        perAddress: ["register", LIMITS.registerPerAddress],
        perAccount: ["register-account", LIMITS.registerPerAccount],
      },
      (body) => registerMember(accounts, body),
      REGISTERED,
    );

    const loginPerAccount = limiter("login-account", LIMITS.loginPerAccount);
    api.post(
      "/api/auth/login",
      {
        schema: { body: loginSchema },
        config: {
          access: "public",
          rateLimit: {
            ...LIMITS.loginPerAddressAndAccount,
            hook: "preHandler",
            keyGenerator: (request) => `login:${request.ip}|${bodyEmail(request)}`,
          },
        },
        preHandler: loginPerAccount,
      },
      async (request, reply) => {
        const user = await authenticate(accounts, request.body.email, request.body.password);
        await signInAs(request, reply, user.id);
        return user;
      },
    );

    mailingRequest(
      "/api/auth/password-reset/request",
      passwordResetRequestSchema,
      {
        perAddress: ["reset-request", LIMITS.resetPerAddress],
        perAccount: ["reset-account", LIMITS.resetPerAccount],
      },
      (body) => requestPasswordReset(accounts, body.email),
      RESET_REQUESTED,
    );

    api.post(
      "/api/auth/password-reset",
      {
        schema: { body: passwordResetSchema },
        config: { access: "public", ...perAddress("reset", LIMITS.resetPerAddress) },
      },
      async (request, reply) => {
        const userId = await resetPassword(accounts, request.body.token, request.body.password);
        await realtime.announceSessionsEnded({ userId });
        clearSessionCookie(request, reply);
        return { message: PASSWORD_RESET };
      },
    );

    api.post(
      "/api/auth/password",
      {
        schema: { body: changePasswordSchema },
        config: { access: "member", ...perMember("change-password") },
      },
      async (request) => {
        const user = admitted(request);
        const session = await getSession(request);
        await changePassword(accounts, user.id, session?.sid ?? "", request.body);
        await realtime.announceSessionsEnded({ userId: user.id });
        return { message: PASSWORD_CHANGED };
      },
    );
    return;
  }

  const client = new OidcClient(config.oidc, `${config.publicUrl}/api/callback`);

  api.get(
    "/api/login",
    { ...route.public, schema: { querystring: returnToQuery } },
    async (request, reply) => {
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
    },
  );

  api.get("/api/callback", route.public, async (request, reply) => {
    const raw = request.cookies[OIDC_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    if (!unsigned?.valid || !unsigned.value) return reply.redirect("/login?error=oidc");
    reply.clearCookie(OIDC_COOKIE, { path: "/api/callback" });
    const pending = JSON.parse(unsigned.value) as Parameters<OidcClient["finishLogin"]>[1];
    try {
      const identity = await client.finishLogin(new URL(request.url, config.publicUrl), pending);
      const user = await signInExternal(accounts, identity);
      // The provider's name and picture were taken over, and an unconfirmed pretender's sessions ended.
      await realtime.announceSessionsEnded({ userId: user.id });
      await signInAs(request, reply, user.id);
      return reply.redirect(safeReturnTo(pending.returnTo));
    } catch (error) {
      request.log.warn({ err: error }, "OpenID Connect sign-in failed");
      return reply.redirect("/login?error=oidc");
    }
  });
}
