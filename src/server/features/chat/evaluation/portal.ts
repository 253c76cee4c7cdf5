// The demo village the evaluation runs on: a fresh portal with the migrations and the demo seed.
import { seedDemoContent } from "../../../db/seed";
import { createTestApp, type TestApp } from "../../../test/app";

/**
 * At the real time the portal seeds itself as `npm start` does (SEED=demo); at another `now` the same seed
 * runs as of that moment, so that the demo events lie where they would on that day.
 */
export async function openDemoPortal(now?: Date): Promise<TestApp> {
  if (!now) return createTestApp({ SEED: "demo" });
  const portal = await createTestApp();
  await seedDemoContent(portal.app.ctx, now);
  return portal;
}
