/**
 * The main pages of each role, for the checks that walk them (HTML conformance in scripts/validate-html.ts,
 * hydration warnings in e2e/dev-server.spec.ts). An article page is added from the home page's first tile.
 */
export const MAIN_PAGES = {
  visitor: [
    "/",
    "/category/Sport",
    "/category/Events",
    "/suche?q=Gemeinde",
    "/marktplatz",
    "/business-directory",
    "/kommunalwahlen/abstimmung",
    "/lesereporter",
    "/pr-service",
    "/kontakt",
    "/impressum",
    "/login",
    "/offline",
  ],
  member: ["/", "/profil", "/dashboard", "/inbox", "/marktplatz/anbieten", "/leserbrief-schreiben"],
  admin: ["/admin", "/admin/users"],
} as const;

export type Role = keyof typeof MAIN_PAGES;

/** The demo accounts' e-mail and password, as the start log prints them (SEED=demo, src/server/db/seed). */
export function demoAccountsIn(log: string): Record<"member" | "admin", { email: string; password: string }> {
  const find = (label: string) => {
    const match = new RegExp(`Demo-Zugang ${label}: E-Mail (\\S+), Passwort (\\S+) `).exec(log);
    if (!match?.[1] || !match[2]) throw new Error(`no demo account '${label}' in the start log`);
    return { email: match[1], password: match[2] };
  };
  return { member: find("Mitglied"), admin: find("Administrator") };
}

/** The address of the first article on the home page, whose HTML is given. */
export function firstArticleIn(homeHtml: string): string {
  const href = /href="(\/post\/[^"]+)"/.exec(homeHtml)?.[1];
  if (!href) throw new Error("no article on the home page");
  return href;
}
