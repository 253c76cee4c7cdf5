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
