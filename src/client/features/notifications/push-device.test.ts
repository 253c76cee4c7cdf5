import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NOTIFICATIONS_TEXTS } from "../../../shared/notifications/basics";
import {
  applicationServerKey,
  currentPushSubscription,
  disablePush,
  enablePush,
  pushSupported,
} from "./push-device";

// A VAPID public key is an uncompressed P-256 point: 65 bytes, the first 4; sent base64url without padding.
const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, index) => (index === 0 ? 4 : (index * 37) % 256));
const PUBLIC_KEY = Buffer.from(KEY_BYTES).toString("base64url");

function subscription(key: Uint8Array, endpoint = "https://push.example/abc") {
  return {
    endpoint,
    options: { applicationServerKey: key.slice().buffer, userVisibleOnly: true },
    toJSON: () => ({ endpoint, keys: { p256dh: "p", auth: "a" } }),
    unsubscribe: vi.fn(async () => true),
  };
}

let permission: NotificationPermission;
let existing: ReturnType<typeof subscription> | null;
let registered: boolean;
const pushManager = {
  getSubscription: vi.fn(async () => existing),
  subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) =>
    subscription(options.applicationServerKey, "https://push.example/neu"),
  ),
};
const registration = { pushManager };
const serviceWorker = {
  getRegistration: vi.fn(async () => (registered ? registration : undefined)),
  register: vi.fn(async () => {
    registered = true;
    return registration;
  }),
  ready: Promise.resolve(registration),
};
const requestPermission = vi.fn(async () => permission);

beforeEach(() => {
  permission = "granted";
  existing = null;
  registered = true;
  vi.clearAllMocks();
  vi.stubGlobal("navigator", { serviceWorker });
  vi.stubGlobal("Notification", { requestPermission });
  vi.stubGlobal("window", { PushManager: class {}, Notification: { requestPermission } });
});
afterEach(() => vi.unstubAllGlobals());

describe("push on this device", () => {
  it("converts the portal's base64url key to its bytes", () => {
    expect(applicationServerKey(PUBLIC_KEY)).toEqual(KEY_BYTES);
    expect(applicationServerKey("-_8")).toEqual(new Uint8Array([251, 255]));
  });

  it("subscribes after the permission, for visible pushes with the portal's key", async () => {
    const json = await enablePush(PUBLIC_KEY);
    expect(requestPermission).toHaveBeenCalled();
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: KEY_BYTES,
    });
    expect(json.endpoint).toBe("https://push.example/neu");
  });

  it("registers the worker when the page has not yet", async () => {
    registered = false;
    await enablePush(PUBLIC_KEY);
    expect(serviceWorker.register).toHaveBeenCalledWith("/sw.js");
  });

  it("keeps a subscription made with the same key, and replaces one made with another", async () => {
    existing = subscription(KEY_BYTES);
    expect((await enablePush(PUBLIC_KEY)).endpoint).toBe("https://push.example/abc");
    expect(pushManager.subscribe).not.toHaveBeenCalled();

    const other = subscription(new Uint8Array(65).fill(4));
    existing = other;
    expect((await enablePush(PUBLIC_KEY)).endpoint).toBe("https://push.example/neu");
    expect(other.unsubscribe).toHaveBeenCalled();
  });

  it("says in German when the browser refuses or cannot", async () => {
    permission = "denied";
    await expect(enablePush(PUBLIC_KEY)).rejects.toThrow(NOTIFICATIONS_TEXTS.pushDenied);
    permission = "default";
    await expect(enablePush(PUBLIC_KEY)).rejects.toThrow(NOTIFICATIONS_TEXTS.pushDenied);
    expect(pushManager.subscribe).not.toHaveBeenCalled();

    vi.stubGlobal("window", { Notification: { requestPermission } });
    expect(pushSupported()).toBe(false);
    await expect(enablePush(PUBLIC_KEY)).rejects.toThrow(NOTIFICATIONS_TEXTS.pushUnsupported);
    expect(await currentPushSubscription()).toBeNull();
  });

  it("unsubscribes and gives the old endpoint, for the portal to forget", async () => {
    expect(await disablePush()).toBeNull();
    existing = subscription(KEY_BYTES);
    expect(await currentPushSubscription()).toBe(existing);
    expect(await disablePush()).toBe("https://push.example/abc");
    expect(existing.unsubscribe).toHaveBeenCalled();
  });
});
