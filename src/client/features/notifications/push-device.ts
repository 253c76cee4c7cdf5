import { NOTIFICATIONS_TEXTS } from "../../../shared/notifications/basics";
import { SERVICE_WORKER_PATH } from "../../../shared/web-app/offline";

// Push on this device (issue 26): the browser's side of a subscription. What the portal is told of it
// (POST and DELETE /api/push/subscriptions) is the caller's.

/** Whether this browser can receive pushes (on iOS only the portal installed on the home screen can). */
export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

/** This device's subscription, if it has one; never waits for a service worker that is not there. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** A VAPID public key as the push service wants it: the bytes of its base64url text. */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((byte, index) => byte === b[index]);

/**
 * Subscribes this device with the portal's VAPID key and returns the subscription to send to the portal.
 * Call it from a click handler only: browsers ask for the permission only on a person's gesture. Throws
 * an Error with the German message to show when the browser cannot or may not.
 */
export async function enablePush(publicKey: string): Promise<PushSubscriptionJSON> {
  if (!pushSupported()) throw new Error(NOTIFICATIONS_TEXTS.pushUnsupported);
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new Error(NOTIFICATIONS_TEXTS.pushDenied);
  // The page registers the worker when the browser is idle (features/offline/register.ts); a click
  // before that, or a development build, registers it here.
  if (!(await navigator.serviceWorker.getRegistration())) {
    await navigator.serviceWorker.register(SERVICE_WORKER_PATH);
  }
  const registration = await navigator.serviceWorker.ready;
  const key = applicationServerKey(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing.toJSON();
  // Made with another key (the portal's keys were replaced): the push service refuses a second one.
  await existing?.unsubscribe();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  return subscription.toJSON();
}

/** Ends this device's subscription; returns its endpoint, for the portal to forget, or null if there was none. */
export async function disablePush(): Promise<string | null> {
  const subscription = await currentPushSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
