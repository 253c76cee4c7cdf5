import webpush from "web-push";
import type { PushTransport, VapidKeys } from "./types";

/** A push service that does not answer within this is tried again later. */
const TIMEOUT_MS = 10_000;

/**
 * Encrypts (RFC 8291, aes128gcm) and signs (VAPID, RFC 8292) with web-push, and sends with fetch: web-push's
 * own sender speaks only https, and the tests' push service listens on loopback http.
 */
export function webPushTransport(keys: VapidKeys, subject: string): PushTransport {
  return {
    async send(device, payload, options) {
      const request = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        payload,
        {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          contentEncoding: "aes128gcm",
          TTL: options.ttl,
          urgency: options.urgency,
        },
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: "error",
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      return response.status;
    },
  };
}
