import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Browser, type Cookie, expect, type Page, test } from "@playwright/test";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown }>;
}

/** Runs axe-core in the page: its violations of impact serious or critical. */
export async function seriousA11yViolations(page: Page) {
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
  return violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
}

/** Fails on any axe violation of impact serious or critical. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const serious = await seriousA11yViolations(page);
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

let counter = 0;

const mailboxUrl = () => `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 5173) + 20_000}/mail`;

/** The raw mails to an address that the e2e server's SMTP sink (e2e/server.mjs) received, decoded. */
async function mailsTo(to: string): Promise<string> {
  const mails = (await (await fetch(`${mailboxUrl()}?to=${encodeURIComponent(to)}`)).json()) as string[];
  // Quoted-printable: soft line breaks and escaped '=' are all that could split a link.
  return mails.map((raw) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=")).join("\n");
}

/** The newest match of `pattern` (global) in the mails to an address; waits for the mail to arrive. */
export async function mailedMatch(to: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to)).match(pattern)?.at(-1);
        return found;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return found as string;
}

/** The newest link to `path` (…#token=…) mailed to an address. */
export function mailedLink(to: string, path: string): Promise<string> {
  return mailedMatch(to, new RegExp(`https?://[^\\s/]+${path}#token=[A-Za-z0-9_-]+`, "g"));
}

export async function signInInBrowser(page: Page, email: string, password = "ein-sicheres-passwort") {
  await page.goto("/login");
  await waitForHydration(page);
  const form = page.locator("form", { has: page.getByRole("heading", { name: "Anmelden" }) });
  await form.getByLabel("E-Mail").fill(email);
  await form.getByLabel("Passwort", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Anmelden" }).click();
  await page.waitForURL("/");
}

/**
 * Registers a new member through the login page, as a person would: registers, follows the link of the
 * verification mail and signs in. Leaves a signed-in, verified member on the home page.
 */
export async function signUpInBrowser(
  page: Page,
  options: { email?: string; firstName?: string; lastName?: string } = {},
) {
  counter += 1;
  const email = options.email ?? `e2e-${Date.now()}-${counter}@example.ch`;
  // Each resident signs up from an address of their own (the e2e server believes X-Forwarded-For from
  // 127.0.0.1, e2e/server.mjs), so that the suite's many sign-ups stay within the per-address limits.
  const address = `10.9.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
  const accountCalls = /\/api\/auth\//;
  await page.route(accountCalls, (route) =>
    route.continue({ headers: { ...route.request().headers(), "x-forwarded-for": address } }),
  );
  try {
    await page.goto("/login");
    await waitForHydration(page);
    const form = page.locator("form", { has: page.getByRole("heading", { name: "Neues Konto erstellen" }) });
    await form.getByLabel("Vorname").fill(options.firstName ?? "Erika");
    await form.getByLabel("Nachname").fill(options.lastName ?? "Beispiel");
    await form.getByLabel("E-Mail").fill(email);
    await form.getByLabel("Passwort (mindestens 10 Zeichen)").fill("ein-sicheres-passwort");
    await form.getByRole("button", { name: "Registrieren" }).click();
    await expect(form.getByRole("status")).toContainText("Fast geschafft");
    await page.goto(await mailedLink(email, "/email-bestaetigen"));
    await expect(page.getByRole("status")).toContainText("Ihre E-Mail-Adresse ist bestätigt.");
    await signInInBrowser(page, email);
  } finally {
    await page.unroute(accountCalls);
  }
  return { email };
}

export const ADMIN_EMAIL = "admin@example.ch";

/** The administrator's session, kept for the run (see signInAsAdmin). */
let adminCookies: Cookie[] | null = null;

/**
 * The e2e server's administrator (its ADMIN_EMAILS): whichever spec needs it first registers and verifies
 * it in the browser; every later one takes over its session, and signs in again only when that session is
 * gone. The suite needs the administrator in more specs than the server lets one account sign in within
 * 15 minutes (counted per account, whatever the address). Specs share one server, so none may assume it
 * is new.
 */
export async function signInAsAdmin(page: Page) {
  if (adminCookies) {
    await page.context().addCookies(adminCookies);
    const current = await page.request.get("/api/auth/user");
    if (current.ok() && (await current.json()).email === ADMIN_EMAIL) {
      await page.goto("/");
      return;
    }
    await page.context().clearCookies();
    adminCookies = null;
  }
  counter += 1;
  const known = await page.request.post("/api/auth/login", {
    data: { email: ADMIN_EMAIL, password: "ein-sicheres-passwort" },
    headers: { "x-forwarded-for": `10.8.${Math.floor(counter / 250)}.${(counter % 250) + 1}` },
  });
  if (known.ok()) {
    adminCookies = await page.context().cookies();
    await page.goto("/");
    return;
  }
  // Only an unknown administrator is signed up; anything else (a limit, an outage) is the test's failure.
  expect(known.status(), await known.text()).toBe(401);
  await signUpInBrowser(page, { email: ADMIN_EMAIL, firstName: "Ada", lastName: "Admin" });
  adminCookies = await page.context().cookies();
}

/**
 * Hydrated, as people use a page: the assistant's button is rendered only after hydration (every page but
 * the inbox has it). A click before that would reach server-rendered markup without its handlers.
 */
export async function waitForHydration(page: Page) {
  await expect(page.getByRole("button", { name: "Assistent", exact: true })).toBeVisible();
}

/**
 * Text nodes narrower than their longest word: the box they were given forced a break inside a word
 * ('Mi / a / M / us / te / r'). Words end at white space and after hyphens, where lines may break. Each node's rendered width (Range.getBoundingClientRect) is compared with
 * the width of its longest word set on one line in the same font. Hidden and screen-reader-only text
 * does not count.
 */
export async function wordsBrokenInside(page: Page, within = "main") {
  return page.evaluate((root) => {
    const probe = document.createElement("span");
    probe.style.cssText = "position:absolute;visibility:hidden;white-space:nowrap;left:-10000px;top:0";
    document.body.appendChild(probe);
    const broken: string[] = [];
    const walker = document.createTreeWalker(
      document.querySelector(root) ?? document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      // A line may end after a hyphen ('Müller-' / 'Hintermeister', 'jugend@stv-' / 'suhrental.example.ch').
      const longest = text.split(/\s+|(?<=-)/).reduce((a, b) => (b.length > a.length ? b : a), "");
      const element = node.parentElement;
      // An address with a token is longer than any phone is wide: it has to break.
      if (longest.length < 2 || longest.includes("://") || !element) continue;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (style.visibility === "hidden" || box.width <= 1 || box.height <= 1) continue;
      if (element.closest(".sr-only, [hidden], [aria-hidden='true'], details:not([open]) > :not(summary)"))
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const width = range.getBoundingClientRect().width;
      if (width === 0) continue;
      probe.style.font = style.font;
      probe.style.letterSpacing = style.letterSpacing;
      probe.style.textTransform = style.textTransform;
      probe.textContent = longest;
      const wordWidth = probe.getBoundingClientRect().width;
      // Two pixels for the probe's font not being set exactly like the text's (kerning, rounding).
      if (width + 2 < wordWidth)
        broken.push(`${text.trim()} (${Math.round(width)} < ${Math.round(wordWidth)} px)`);
    }
    probe.remove();
    return broken;
  }, within);
}

/**
 * The page at a phone's and a desktop's width: a screenshot kept with the run for each, no sideways
 * scroll and no word broken inside (of the page's main part, or of the part `within` selects).
 */
export async function expectFitsScreens(page: Page, name: string, within = "main") {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    expect(await wordsBrokenInside(page, within), `${name} at ${width} px`).toEqual([]);
  }
}

/** A page in a browser context of its own (its own cookies), at the desktop width. */
export async function newDesktopPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}
