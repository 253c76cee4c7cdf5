import { type Browser, expect, test } from "@playwright/test";
import {
  expectFitsScreens,
  expectNoSeriousA11yViolations,
  signUpInBrowser,
  waitForHydration,
} from "./helpers";

/**
 * Issue 26: push turned on by a click, and the bell. The browser's push service is the one part stood in
 * for: Debian's Chromium has no Google push service behind it, so `PushManager.subscribe` answers a
 * subscription at an FCM address here; the rest (permission after the click, the service worker, the
 * portal's API, the live count) is the real thing. What the portal sends to a push service is checked
 * with real encryption in src/server/features/notifications/notifications.test.ts.
 */
async function member(browser: Browser, firstName: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signUpInBrowser(page, { firstName, lastName: "Muster" });
  const user = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
  return { context, page, id: user.id };
}

const DEVICE = {
  endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${Date.now()}`,
  p256dh: `B${"E".repeat(86)}`,
  auth: "RTJFLXB1c2gtc2VjcmV0MQ",
};

test.describe("notifications", () => {
  test("a member turns push on with a click and sees the bell count a message", async ({ browser }) => {
    // Two members sign up in their own browsers before anything else happens.
    test.setTimeout(150_000);
    const anna = await member(browser, "Anna");
    const beat = await member(browser, "Beat");
    await beat.context.grantPermissions(["notifications"]);
    await beat.page.addInitScript((device) => {
      const asked = { count: 0 };
      Object.assign(window, { permissionAsked: asked });
      const request = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = (...args) => {
        asked.count += 1;
        return request(...args);
      };
      // The browser keeps its subscription across pages: so does the stand-in, in the tab's storage.
      const stored = () =>
        sessionStorage.getItem("push-subscribed")
          ? ({
              endpoint: device.endpoint,
              toJSON: () => ({
                endpoint: device.endpoint,
                keys: { p256dh: device.p256dh, auth: device.auth },
              }),
              unsubscribe: async () => {
                sessionStorage.removeItem("push-subscribed");
                return true;
              },
            } as unknown as PushSubscription)
          : null;
      PushManager.prototype.subscribe = async () => {
        sessionStorage.setItem("push-subscribed", "1");
        return stored()!;
      };
      PushManager.prototype.getSubscription = async () => stored();
    }, DEVICE);

    await beat.page.goto("/profil");
    await waitForHydration(beat.page);
    const turnOn = beat.page.getByRole("button", { name: "Push-Mitteilungen auf diesem Gerät einschalten" });
    await expect(turnOn).toBeVisible();
    // Nothing asks for permission on page load.
    expect(
      await beat.page.evaluate(
        () => (window as unknown as { permissionAsked: { count: number } }).permissionAsked.count,
      ),
    ).toBe(0);
    await turnOn.click();
    await expect(beat.page.getByTestId("push-on")).toBeVisible();
    expect(
      await beat.page.evaluate(
        () => (window as unknown as { permissionAsked: { count: number } }).permissionAsked.count,
      ),
    ).toBe(1);
    const device = await beat.page.request.get(
      `/api/push/subscriptions?endpoint=${encodeURIComponent(DEVICE.endpoint)}`,
    );
    expect(await device.json()).toEqual({
      topics: ["messages", "decisions", "groups"],
      quietHours: { from: "21:00", until: "07:00" },
    });

    await beat.page.goto("/");
    await waitForHydration(beat.page);
    await expect(beat.page.getByTestId("notification-count")).toHaveCount(0);
    const sent = await anna.page.request.post("/api/messages", {
      data: { toUserId: beat.id, content: "Kommst du zum Dorffest?" },
    });
    expect(sent.status()).toBe(201);
    await expect(beat.page.getByTestId("notification-count")).toHaveText("1");

    await beat.page.getByRole("link", { name: "Benachrichtigungen, 1 ungelesen" }).click();
    await expect(beat.page.getByRole("heading", { name: "Benachrichtigungen", level: 1 })).toBeVisible();
    await expect(beat.page.getByRole("link", { name: "Neue Nachricht von Anna Muster" })).toBeVisible();
    await expect(beat.page.getByText("Kommst du zum Dorffest?")).toHaveCount(0);
    await expectNoSeriousA11yViolations(beat.page);
    await expectFitsScreens(beat.page, "notification-centre");

    await beat.page.getByRole("button", { name: "Alle als gelesen markieren" }).click();
    await expect(beat.page.getByText("Alles gelesen.")).toBeVisible();
    await expect(beat.page.getByTestId("notification-count")).toHaveCount(0);

    // Off again: the device is forgotten on the server.
    await beat.page.goto("/profil");
    await waitForHydration(beat.page);
    await beat.page.getByRole("button", { name: "Push-Mitteilungen auf diesem Gerät ausschalten" }).click();
    await expect(turnOn).toBeVisible();
    const gone = await beat.page.request.get(
      `/api/push/subscriptions?endpoint=${encodeURIComponent(DEVICE.endpoint)}`,
    );
    expect(gone.status()).toBe(404);
    await anna.context.close();
    await beat.context.close();
  });

  test("the centre has a real empty state, and a visitor is sent to the login", async ({ browser, page }) => {
    test.setTimeout(120_000);
    await page.goto("/benachrichtigungen");
    await page.waitForURL(/\/login\?returnTo=%2Fbenachrichtigungen/);
    const cla = await member(browser, "Cla");
    await cla.page.goto("/benachrichtigungen");
    await expect(cla.page.getByText("Sie haben keine Benachrichtigungen.")).toBeVisible();
    await expectNoSeriousA11yViolations(cla.page);
    await expectFitsScreens(cla.page, "notification-centre-empty");
    await cla.context.close();
  });
});
