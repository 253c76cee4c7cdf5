import { expect, test } from "@playwright/test";
import { activeGroup, openTeamGroups } from "./fixtures/groups";
import { expectFitsScreens, expectNoSeriousA11yViolations, newDesktopPage, signInAsAdmin } from "./helpers";

/** Issue 27, item 4: the portal's team suspends a group from its 'Gruppen' tab and lifts the suspension. */

const RUN = String(Date.now()).slice(-6);

test("the team finds a running group by its name, suspends it with a reason and lifts the suspension", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const name = `Jassclub Sperre ${RUN}`;
  const admin = await newDesktopPage(browser);
  await signInAsAdmin(admin);
  const groupPath = await activeGroup(admin, name, "open");
  const visitor = await newDesktopPage(browser);

  await openTeamGroups(admin);
  const upkeep = admin.getByRole("region", { name: "Gruppen im Portal" });
  await expect(upkeep.getByRole("button", { name: "Aktiv" })).toHaveAttribute("aria-pressed", "true");
  await upkeep.getByRole("searchbox", { name: "Gruppe suchen" }).fill(`sperre ${RUN}`);
  const row = upkeep.getByTestId("admin-group-row").filter({ hasText: name });
  await expect(upkeep.getByTestId("admin-group-row")).toHaveCount(1);
  await expect(row).toContainText("Verein · Offen · 1 Mitglied");

  // Suspending asks first, with an optional reason.
  await row.getByRole("button", { name: "Sperren" }).click();
  const dialog = admin.getByRole("dialog", { name: `«${name}» sperren` });
  await dialog.getByLabel("Begründung (optional)").fill("Werbung statt Vereinsleben");
  await expectNoSeriousA11yViolations(admin);
  await dialog.getByRole("button", { name: "Sperren" }).click();
  await expect(
    admin.getByText(`«${name}» ist nur noch für ihre Mitglieder sichtbar.`, { exact: true }),
  ).toBeVisible();
  await expect(upkeep.getByText("Keine aktive Gruppe gefunden.")).toBeVisible();
  expect((await visitor.goto(groupPath))?.status()).toBe(404);

  // The suspended groups show why and since when; the suspension is lifted from there.
  await upkeep.getByRole("button", { name: "Gesperrt" }).click();
  await expect(row).toContainText("Werbung statt Vereinsleben");
  await expect(row).toContainText(/Gesperrt am \d/);
  await expectFitsScreens(admin, "admin-groups-suspended");
  await expectNoSeriousA11yViolations(admin);
  await row.getByRole("button", { name: "Sperre aufheben" }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Sperre aufheben" }).click();
  await expect(admin.getByText(`«${name}» ist wieder aktiv.`, { exact: true })).toBeVisible();
  await expect(upkeep.getByText("Keine gesperrte Gruppe gefunden.")).toBeVisible();
  expect((await visitor.goto(groupPath))?.status()).toBe(200);

  // Back among the running groups, ready to be suspended again; the list fits a phone and a desktop.
  await upkeep.getByRole("button", { name: "Aktiv" }).click();
  await expect(row.getByRole("button", { name: "Sperren" })).toBeVisible();
  await expectFitsScreens(admin, "admin-groups");
  await expectNoSeriousA11yViolations(admin);
});
