import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import webpush from "web-push";
import { vapidKeys } from "./vapid";

/** Browsers' subscriptions are bound to the key they were made with: it must outlive a restart. */
let dataDir: string;
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe("the VAPID keys", () => {
  it("are generated once into DATA_DIR and read back after a restart", async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "vapid-"));
    const first = await vapidKeys({}, dataDir);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(await vapidKeys({}, dataDir)).toEqual(first);
    expect(JSON.parse(await readFile(path.join(dataDir, "vapid-keys.json"), "utf8"))).toEqual(first);
  });

  it("come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when they are given, without touching DATA_DIR", async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "vapid-"));
    const configured = webpush.generateVAPIDKeys();
    expect(await vapidKeys(configured, dataDir)).toEqual(configured);
    await expect(readFile(path.join(dataDir, "vapid-keys.json"), "utf8")).rejects.toThrow();
  });
});
