import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown }>;
}

/** Runs axe-core in the page and fails on any violation of impact serious or critical. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // Evaluated through the DevTools protocol: the page's CSP rightly refuses an injected script tag.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target),
    }));
  });
  const serious = violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

let counter = 0;

/** Registers a new member through the login page, as a person would. */
export async function signUpInBrowser(
  page: Page,
  options: { email?: string; firstName?: string; lastName?: string } = {},
) {
  counter += 1;
  const email = options.email ?? `e2e-${Date.now()}-${counter}@example.ch`;
  await page.goto("/login");
  const form = page.locator("form", { has: page.getByRole("heading", { name: "Neues Konto erstellen" }) });
  await form.getByLabel("Vorname").fill(options.firstName ?? "Erika");
  await form.getByLabel("Nachname").fill(options.lastName ?? "Beispiel");
  await form.getByLabel("E-Mail").fill(email);
  await form.getByLabel("Passwort (mindestens 10 Zeichen)").fill("ein-sicheres-passwort");
  await form.getByRole("button", { name: "Registrieren" }).click();
  await page.waitForURL("/");
  return { email };
}
