import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

/**
 * One-click unsubscribing (RFC 8058) for every kind of mail a person can turn off: mail programs POST
 * `List-Unsubscribe=One-Click` form-encoded to the address in the mail's List-Unsubscribe header, from their
 * own servers. The address carries the only authorization (a token), so the route takes that body and is
 * exempt from the same-site check by its declaration (`crossSite: "allowed"`, http/guards.ts).
 */
export async function oneClickRoute(
  app: FastifyInstance,
  url: string,
  unsubscribe: (token: string) => Promise<{ message: string }>,
) {
  await app.register(async (oneClick) => {
    oneClick.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      url,
      {
        config: { access: "public", crossSite: "allowed" },
        schema: { params: z.object({ token: z.string().min(20).max(400) }) },
      },
      async (request) => unsubscribe(request.params.token),
    );
  });
}

/** A key for unsubscribe links only, so that it can never sign a cookie, an upload or a preview. */
export const deriveUnsubscribeKey = (sessionSecret: string) =>
  Buffer.from(hkdfSync("sha256", sessionSecret, "", "dorfportal unsubscribe links", 32));

const signature = (key: Buffer, kind: string, memberId: string) =>
  createHmac("sha256", key).update(`${kind}\n${memberId}`).digest("base64url");

/** The token of a member's unsubscribe link for one kind of mail ('messages'). */
export const signUnsubscribe = (key: Buffer, kind: string, memberId: string) =>
  `${memberId}.${signature(key, kind, memberId)}`;

/** The member a token names for this kind of mail, or null when it is forged or for another kind. */
export function verifyUnsubscribe(key: Buffer, kind: string, token: string): string | null {
  const separator = token.lastIndexOf(".");
  if (separator <= 0) return null;
  const memberId = token.slice(0, separator);
  const expected = Buffer.from(signature(key, kind, memberId));
  const given = Buffer.from(token.slice(separator + 1));
  return given.length === expected.length && timingSafeEqual(given, expected) ? memberId : null;
}
