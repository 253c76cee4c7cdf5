import { eq } from "drizzle-orm";
import {
  DEFAULT_QUIET_HOURS,
  type PushDevice,
  type PushTopic,
  type QuietHours,
} from "../../../shared/notifications/basics";
import type { Db } from "../../db/client";
import { pushSubscriptions } from "../../db/schema";
import { notFound } from "../../lib/http-errors";
import { quietHoursOf } from "./quiet-hours";

export const PUSH_DEVICE_NOT_FOUND = "Für dieses Gerät sind keine Push-Mitteilungen eingeschaltet.";

const deviceOf = (row: typeof pushSubscriptions.$inferSelect): PushDevice => ({
  topics: row.topics as PushTopic[],
  quietHours: quietHoursOf(row),
});

/**
 * Turns push on for a browser, or changes its topics: the endpoint names the device. The device belongs to
 * whoever registers it now: a member signed in, or nobody after signing out (then personal pushes stop).
 */
export async function registerPushDevice(
  db: Db,
  memberId: string | null,
  input: {
    endpoint: string;
    keys: { p256dh: string; auth: string };
    topics: PushTopic[];
    quietHours?: QuietHours | null;
  },
): Promise<PushDevice> {
  const values = { p256dh: input.keys.p256dh, auth: input.keys.auth, userId: memberId, topics: input.topics };
  // Without quiet hours in the request a new device gets the default and a known one keeps its own.
  const quiet = (hours: QuietHours | null) => ({
    quietFrom: hours?.from ?? null,
    quietUntil: hours?.until ?? null,
  });
  const [row] = await db
    .insert(pushSubscriptions)
    .values({
      endpoint: input.endpoint,
      ...values,
      ...quiet(input.quietHours === undefined ? DEFAULT_QUIET_HOURS : input.quietHours),
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: input.quietHours === undefined ? values : { ...values, ...quiet(input.quietHours) },
    })
    .returning();
  if (!row) throw new Error("upsert returned no row");
  return deviceOf(row);
}

export async function pushDevice(db: Db, endpoint: string): Promise<PushDevice> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  if (!row) throw notFound(PUSH_DEVICE_NOT_FOUND);
  return deviceOf(row);
}

/** Push off for a device: its subscription and its waiting pushes go. Removing an unknown one is no error. */
export async function removePushDevice(db: Db, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}
