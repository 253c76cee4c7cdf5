import { passwordCredentials } from "../../db/schema";
import { hashPassword } from "../../features/auth/passwords";
import type { RouteKey } from "../../lib/route-table";
import type { Person, SecurityApp } from "./harness";

/**
 * THE AUTHORIZATION MATRIX's requests. Who may call a route is declared with the route itself
 * (`config: { access }`, src/server/http/access.ts) and read from the registered routes
 * (declared-routes.ts); the security suite walks every route as a signed-out visitor, a member, another
 * member, an editor and an administrator. This file only gives what a walk cannot guess:
 * - a well-formed request an allowed caller could send (`sample`), where an empty one is not enough;
 * - for routes whose item rule is the area's policy (`owner`): what another member hears (404 where the
 *   item's existence stays hidden), what a signed-out visitor hears on a public route, and whether
 *   administrators may act on the item (not on somebody's messages or payments).
 */
export type WalkAccess = "public" | "member" | "owner" | "editor" | "admin" | "operations";

export interface Sample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** What this file says of a route. */
export interface RouteSample {
  /** The route's item rule is its area's policy: the owner is served, others hear `othersHear`. */
  owner?: true;
  sample?: Sample | ((app: SecurityApp, owner: Person) => Promise<Sample>);
  othersHear?: 403 | 404;
  adminMay?: boolean;
  /** Public owner routes: what a signed-out visitor hears for an item that is not public. */
  visitorsHear?: 401 | 404;
}

/** A route as the walk sees it: its declared access with this file's expectations. */
export interface RouteRule {
  access: WalkAccess;
  /** Member routes: refused to a member whose e-mail address is not yet confirmed. */
  verified?: boolean;
  /** A well-formed request; a function is asked anew for every call (owner routes: an item of `owner`). */
  sample?: Sample | ((app: SecurityApp, owner: Person) => Promise<Sample>);
  /** Owner routes: what a member who does not own the item hears (404 where its existence stays hidden). */
  othersHear?: 403 | 404;
  /** Owner routes: whether administrators may act on the item (not on somebody's messages or payments). */
  adminMay?: boolean;
  /** Owner routes that show published items to everybody: a signed-out visitor hears 404 for a private one. */
  visitorsHear?: 401 | 404;
  /** Open to other sites' servers by its declaration (config.crossSite: the one-click unsubscribe). */
  crossSiteAllowed?: true;
}

/** Values for path parameters that name nothing: an allowed caller then hears 404, never 401, 403 or 500. */
export const SAMPLE_PARAMS: Record<string, string> = {
  id: "987654",
  itemId: "987654",
  attachmentId: "987654",
  token: "gibt-es-nicht-gibt-es-nicht-0123",
  slug: "gibt-es-nicht",
  userId: "00000000-0000-4000-8000-000000000000",
  kind: "leserbrief",
  name: "0123456789abcdef0123456789abcdef",
  category: "Sport",
  year: "2026",
  month: "5",
  width: "640",
  "*": "uploads/0123456789abcdef0123456789abcdef",
};

/**
 * The request's address: each ':name' and '*' replaced by the sample's value or SAMPLE_PARAMS, or by a
 * `verbatim` value put in as it is (already encoded, or deliberately broken).
 */
export function urlOf(pattern: string, sample: Sample = {}, verbatim: Record<string, string> = {}): string {
  const params = { ...SAMPLE_PARAMS, ...sample.params };
  const path = pattern
    .replace(
      /:(\w+)/g,
      (_match, name: string) => verbatim[name] ?? encodeURIComponent(params[name] ?? "987654"),
    )
    .replace("*", verbatim["*"] ?? params["*"] ?? "");
  const query = sample.query ? `?${new URLSearchParams(sample.query)}` : "";
  return `${path}${query}`;
}

/** Another member to write to, block or look up. */
const partner = async (app: SecurityApp): Promise<Sample> => ({ params: { id: (await app.person()).id } });
const LETTER = {
  title: "Mehr Bänke im Dorfzentrum",
  content: "Beim Dorfplatz fehlen Sitzgelegenheiten für ältere Leute.",
  authorName: "Vreni Probe",
  authorEmail: "vreni@example.ch",
  topic: "Dorfplatz",
};
const USER_ARTICLE = {
  title: "Turnverein feiert Jubiläum",
  content: "Der Turnverein Suhr feierte am Samstag sein hundertjähriges Bestehen.",
  authorName: "Vreni Probe",
  authorEmail: "vreni@example.ch",
  category: "Sport",
};
const AI_REQUEST = {
  keywords: "Dorfplatz, Bänke",
  authorName: "Vreni Probe",
  authorEmail: "vreni@example.ch",
};
const HELP_ENTRY = {
  kind: "offer",
  category: "household_garden",
  title: "Rasenmäher auszuleihen",
  description: "Benzin-Rasenmäher, frisch gewartet.",
  name: "Vreni",
};
const EVENT = { title: "Dorfmarkt", eventDate: "2099-05-02", location: "Dorfplatz" };
const WEEK = Object.fromEntries(
  ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [
    day,
    "08:00-12:00",
  ]),
);
const BUSINESS = { name: "Beck Suhr", category: "Bäckerei", openingHours: WEEK };
const CANDIDATE = { name: "Hans Muster", party: "Parteilos", position: "council" };

/** A request the owner sends to make an item; its JSON answer. */
async function made(app: SecurityApp, owner: Person, url: string, body: unknown) {
  const response = await app.call({ method: "POST", url, payload: body as object, cookie: owner.cookie });
  if (response.statusCode >= 300) throw new Error(`${url} as owner: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** An owner route to an item only its owner and the administrators may know of: others and visitors hear 404. */
export const hiddenButFromOwner = (sample: NonNullable<RouteSample["sample"]>): RouteSample => ({
  owner: true,
  sample,
  othersHear: 404,
  visitorsHear: 404,
});

const pendingLetter = async (app: SecurityApp, owner: Person): Promise<Sample> => ({
  params: { slug: (await made(app, owner, "/api/leserbriefe", LETTER)).slug },
});
const pendingUserArticle = async (app: SecurityApp, owner: Person): Promise<Sample> => ({
  params: { slug: (await made(app, owner, "/api/user-articles", USER_ARTICLE)).slug },
});
const helpEntry = async (app: SecurityApp, owner: Person) =>
  String((await made(app, owner, "/api/help-entries", HELP_ENTRY)).id);
async function hiddenHelpEntry(app: SecurityApp, owner: Person): Promise<Sample> {
  const id = await helpEntry(app, owner);
  const admin = await app.person({ admin: true });
  await made(app, admin, `/api/admin/help-entries/${id}/hide`, undefined);
  return { params: { id } };
}
/** A message somebody sent to the owner. */
async function messageToOwner(app: SecurityApp, owner: Person): Promise<Sample> {
  const sender = await app.person();
  const sent = await made(app, sender, "/api/messages", { toUserId: owner.id, content: "Grüezi!" });
  return { params: { id: String(sent.id) } };
}
/** A PR report the owner ordered (not yet paid, so not published). */
const prReport = async (app: SecurityApp, owner: Person) =>
  String((await made(app, owner, "/api/generate-pr-report", { companyDomain: "beck-suhr.ch" })).prReportId);
const orderedReport = async (app: SecurityApp, owner: Person): Promise<Sample> => ({
  params: { id: await prReport(app, owner) },
});

const probeAccounts = new WeakMap<SecurityApp["app"], Promise<string>>();
/** An account with a password, made once per app: signing in needs one. */
function passwordAccount(app: SecurityApp): Promise<string> {
  let email = probeAccounts.get(app.app);
  if (!email) {
    email = (async () => {
      const probe = await app.person();
      await app.app.ctx.db
        .insert(passwordCredentials)
        .values({ userId: probe.id, passwordHash: await hashPassword(PROBE_PASSWORD) });
      return probe.email;
    })();
    probeAccounts.set(app.app, email);
  }
  return email;
}
const PROBE_PASSWORD = "ein-sicheres-passwort";

const FAQ_ENTRY = {
  question: "Wann ist die Gemeindeverwaltung geöffnet?",
  answer: "Montag bis Freitag, 8.30–11.30 Uhr.",
};
const CONTRIBUTION_EDIT = { title: "Korrigierter Titel", content: "Ein korrigierter Text ohne Tippfehler." };
export const ROUTE_SAMPLES: Partial<Record<RouteKey, RouteSample>> = {
  // Accounts (DESIGN.md §3)
  "GET /api/login": { sample: { query: { returnTo: "/marktplatz" } } },
  "POST /api/auth/login": {
    sample: async (app) => ({
      body: { email: await passwordAccount(app), password: PROBE_PASSWORD },
    }),
  },
  "POST /api/auth/register": {
    sample: () =>
      Promise.resolve({
        body: {
          email: `neu-${Math.random().toString(36).slice(2)}@example.ch`,
          password: PROBE_PASSWORD,
          firstName: "Neu",
          lastName: "Mitglied",
        },
      }),
  },
  "POST /api/auth/verify-email": { sample: { body: { token: "A".repeat(43) } } },
  "POST /api/auth/password-reset/request": {
    sample: async (app) => ({
      body: { email: (await app.person()).email },
    }),
  },
  "POST /api/auth/password-reset": { sample: { body: { token: "A".repeat(43), password: PROBE_PASSWORD } } },
  "POST /api/auth/password": {
    sample: {
      body: { currentPassword: "nicht-das-passwort", newPassword: "ein-neues-passwort" },
    },
  },
  "PATCH /api/profile": { sample: { body: { firstName: "Vreni", lastName: "Probe" } } },

  // Reading
  "GET /api/search": { sample: { query: { q: "Dorf" } } },
  "GET /api/search/suggest": { sample: { query: { q: "Dorf" } } },
  // Operations (docs/operations.md): the load balancer's probes; metrics behind a token or address list.
  "POST /api/analytics/pageview": { sample: { body: { path: "/marktplatz", referrer: null } } },
  "POST /api/chat": { sample: { body: { message: "Wann ist der nächste Dorfmarkt?" } } },
  "POST /api/chat/stream": { sample: { body: { message: "Wann ist der nächste Dorfmarkt?" } } },

  // Letters and user articles (a pending one: its author and administrators only)
  "POST /api/leserbriefe": { sample: { body: LETTER } },
  "POST /api/leserbriefe/ai-generate": { sample: { body: { ...AI_REQUEST, topic: "Dorfplatz" } } },
  "GET /api/leserbriefe/:slug": hiddenButFromOwner(pendingLetter),
  "POST /api/user-articles": { sample: { body: USER_ARTICLE } },
  "POST /api/user-articles/ai-generate": { sample: { body: { ...AI_REQUEST, category: "Sport" } } },
  "GET /api/user-articles/:slug": hiddenButFromOwner(pendingUserArticle),

  // Events
  "POST /api/events": { sample: { body: EVENT } },

  // Marketplace (a hidden entry: its owner and administrators only)
  "POST /api/help-entries": { sample: { body: HELP_ENTRY } },
  "GET /api/help-entries/:id": hiddenButFromOwner(hiddenHelpEntry),
  "PUT /api/help-entries/:id": {
    owner: true,
    sample: async (app, owner) => ({ params: { id: await helpEntry(app, owner) }, body: HELP_ENTRY }),
    othersHear: 403,
  },
  "PATCH /api/help-entries/:id/status": {
    owner: true,
    sample: async (app, owner) => ({
      params: { id: await helpEntry(app, owner) },
      body: { status: "closed" },
    }),
    othersHear: 403,
  },
  "DELETE /api/help-entries/:id": {
    owner: true,
    sample: async (app, owner) => ({ params: { id: await helpEntry(app, owner) } }),
    othersHear: 403,
  },

  // Uploads: addresses are issued to members; the PUT is authorized by the address's signature alone

  // Messages (nobody but the recipient, not even an administrator, marks a message read)
  "POST /api/messages": {
    sample: async (app) => ({
      body: { toUserId: (await app.person()).id, content: "Grüezi!" },
    }),
  },
  "PUT /api/messages/:id/read": { owner: true, sample: messageToOwner, othersHear: 404, adminMay: false },
  "GET /api/messages/conversations/:id": {
    sample: async (app) => ({
      ...(await partner(app)),
      query: { before: "987654" },
    }),
  },
  "PUT /api/messages/conversations/:id/read": { sample: partner },
  "GET /api/messages/members/:id": { sample: partner },
  "PUT /api/messages/blocks/:id": { sample: partner },
  "DELETE /api/messages/blocks/:id": { sample: partner },
  "PUT /api/messages/presence-setting": { sample: { body: { showLastSeen: true } } },
  "PUT /api/messages/mail-setting": { sample: { body: { notifyByMail: false } } },
  "GET /api/users/:id/online-status": { sample: partner },

  // PR reports: ordered by a browser session or member; paying is theirs alone, reading also admins'
  "POST /api/generate-pr-report": { sample: { body: { companyDomain: "beck-suhr.ch" } } },
  "GET /api/pr-reports/:id": hiddenButFromOwner(orderedReport),
  "POST /api/create-pr-subscription": {
    ...hiddenButFromOwner(async (app, owner) => ({
      body: { prReportId: Number(await prReport(app, owner)), email: "buchhaltung@beck-suhr.ch" },
    })),
    adminMay: false,
  },
  "POST /api/pr-reports/:id/payment-check": { ...hiddenButFromOwner(orderedReport), adminMay: false },
  "POST /api/pr-reports/:id/test-card": {
    ...hiddenButFromOwner(async (app, owner) => ({
      params: { id: await prReport(app, owner) },
      body: { clientSecret: "seti_unbekannt_secret", cardNumber: "4242424242424242" },
    })),
    adminMay: false,
  },

  // Election, businesses, reports
  "POST /api/election/vote": { sample: { body: { candidateId: 987654 } } },
  "POST /api/reports": {
    sample: {
      body: { kind: "leserbrief", itemId: "987654", reason: "Beleidigend" },
    },
  },

  // Administration
  "POST /api/admin/leserbriefe/:id/approve": { sample: { body: { moderationNotes: "Danke" } } },
  "POST /api/admin/leserbriefe/:id/reject": { sample: { body: { moderationNotes: "Leider nicht" } } },
  "PATCH /api/admin/leserbriefe/:id": { sample: { body: CONTRIBUTION_EDIT } },
  "POST /api/admin/reader-letters/:id/approve": { sample: { body: {} } },
  "POST /api/admin/reader-letters/:id/reject": { sample: { body: {} } },
  "PATCH /api/admin/reader-letters/:id": { sample: { body: CONTRIBUTION_EDIT } },
  "POST /api/admin/user-articles/:id/approve": { sample: { body: {} } },
  "POST /api/admin/user-articles/:id/reject": { sample: { body: {} } },
  "PATCH /api/admin/user-articles/:id": { sample: { body: CONTRIBUTION_EDIT } },
  "POST /api/admin/events/:id/reject": { sample: { body: { reason: "Keine Bewilligung" } } },
  "PATCH /api/admin/pr-reports/:id": { sample: { body: { title: "Titel", companyName: "Firma AG" } } },
  "POST /api/admin/pr-reports/:id/reject": { sample: { body: { reason: "Kein lokaler Bezug" } } },
  "GET /api/admin/users": { sample: { query: { search: "Probe" } } },
  "POST /api/admin/users/:userId/role": { sample: { body: { isAdmin: true } } },
  "GET /api/preview/articles/:token": { sample: { params: { token: "article.1.0.falsch" } } },
  "POST /api/admin/test-payments/clock": { sample: { body: { days: 1 } } },
  "POST /api/admin/businesses": { sample: { body: BUSINESS } },
  "PUT /api/admin/businesses/:id": { sample: { body: BUSINESS } },
  "PUT /api/admin/election": { sample: { body: { electionDate: "2030-01-06" } } },
  "POST /api/admin/candidates": { sample: { body: CANDIDATE } },
  "PUT /api/admin/candidates/:id": { sample: { body: CANDIDATE } },
  // The assistant's knowledge (issue 28): the whole editorial team's
  "POST /api/admin/assistant/faq": { sample: { body: FAQ_ENTRY } },
  "PATCH /api/admin/assistant/faq/:id": { sample: { body: { question: "Wo ist das Fundbüro?" } } },
  "POST /api/admin/assistant/synonyms": { sample: { body: { term: "Weggli", expansions: ["Bäckerei"] } } },
  "PATCH /api/admin/assistant/synonyms/:id": { sample: { body: { expansions: ["Bäckerei"] } } },
};

/** The sample of a route for one call (owner routes: a fresh item of `owner`). */
export async function sampleFor(app: SecurityApp, rule: RouteRule, owner: Person): Promise<Sample> {
  return typeof rule.sample === "function" ? rule.sample(app, owner) : (rule.sample ?? {});
}

export const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const methodOf = (route: RouteKey) =>
  route.split(" ")[0] as "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export const patternOf = (route: RouteKey) => route.slice(route.indexOf(" ") + 1);

/** Somebody the rule lets call the route: the owner for owner routes, an admin for admin routes. */
export async function allowedCaller(app: SecurityApp, rule: RouteRule): Promise<Person | undefined> {
  if (rule.access === "operations") return undefined;
  return app.person({ admin: rule.access === "admin", editor: rule.access === "editor" });
}

/** The route's sample request as somebody allowed to send it, with extra headers. */
export async function callAsAllowed(
  app: SecurityApp,
  route: RouteKey,
  rule: RouteRule,
  headers: Record<string, string> = {},
) {
  const caller = await allowedCaller(app, rule);
  const sample = await sampleFor(app, rule, caller ?? (await app.person()));
  return app.call({
    method: methodOf(route),
    url: urlOf(patternOf(route), sample),
    payload: sample.body as object | undefined,
    headers,
    cookie: caller?.cookie,
  });
}
