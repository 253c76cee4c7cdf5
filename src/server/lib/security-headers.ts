import type { FastifyInstance } from "fastify";
import type { Config } from "../config";

/**
 * Browser features the portal never uses, switched off for the page and every frame in it (Stripe's
 * included): a script that got in still cannot reach the camera, microphone or position. Only features
 * Chromium knows are named, since it reports an unknown one as an error on every page.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "serial",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/**
 * The security headers of every answer, computed once at start (they never depend on the request).
 * Pages replace the Content-Security-Policy with their own (render/index.ts); everything else may
 * embed nothing. Every policy says `frame-ancestors 'none'`, and X-Frame-Options says the same (DENY) for
 * browsers that know only the older header.
 */
export function securityHeaders(config: Config): Readonly<Record<string, string>> {
  return Object.freeze({
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "permissions-policy": PERMISSIONS_POLICY,
    "referrer-policy": "no-referrer",
    ...(config.secureCookies ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "DENY",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
  });
}

/**
 * What a JSON answer carries of the security set: it is data, never rendered as a document (no policy
 * to apply, nothing to frame, no features to switch off), so only MIME sniffing is switched off, which
 * also lets Chromium's cross-origin read blocking hold JSON back from other sites' pages
 * (docs/decisions.md, issue 24).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "x-content-type-options": "nosniff",
});

const isJson = (contentType: unknown) =>
  typeof contentType === "string" && contentType.startsWith("application/json");

/** The security headers of an answer of this type: the lean set for JSON, the full one for the rest. */
export function securityHeadersFor(
  headers: Readonly<Record<string, string>>,
): (contentType: unknown) => Readonly<Record<string, string>> {
  return (contentType) => (isJson(contentType) ? API_SECURITY_HEADERS : headers);
}

/**
 * Adds the security headers to every answer Fastify sends, once its type is known. A header the route set
 * itself (a page's own Content-Security-Policy) stays. Registered before the response cache's onSend,
 * which keeps the answer with these headers.
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: Readonly<Record<string, string>>) {
  const forType = securityHeadersFor(headers);
  app.addHook("onSend", (_request, reply, payload, done) => {
    const chosen = forType(reply.getHeader("content-type"));
    for (const name in chosen) if (!reply.hasHeader(name)) reply.header(name, chosen[name]);
    done(null, payload);
  });
}
