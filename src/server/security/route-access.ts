import { passwordCredentials } from "../db/schema";
import { hashPassword } from "../features/auth/service";
import type { RouteKey } from "../lib/route-table";
import type { Person, SecurityApp } from "./harness";

/**
 * THE AUTHORIZATION MATRIX: who may call each route the portal registers, with a request an allowed caller
 * could send. The security suite (this folder) walks every route as a signed-out visitor, a member, another
 * member and an administrator, and fails on any registered route missing here — a new route gets one line.
 *
 * - public: everybody, signed in or not.
 * - member: any signed-in member (signed out: 401 {"message":"Unauthorized"}); `verified` routes (writing,
 *   messaging, one's own submissions) only once the e-mail address is confirmed (else 403, DESIGN.md §3).
 * - owner: the member who owns the item the request names; another member hears `othersHear`, and an
 *   administrator may act too unless `adminMay` is false. The sample makes a fresh item for every call.
 * - admin: administrators only (signed out 401, members and editors 403).
 * - editor: the newsroom, editors and administrators (signed out 401, members 403).
 * - operations: a machine's call authorized by a secret in the request (a signature or a token), or by the
 *   configured internal addresses, never by a session:
 *   every caller without it hears the same refusal, whoever is signed in.
 */
export type Access = "public" | "member" | "owner" | "editor" | "admin" | "operations";

export interface Sample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

export interface RouteRule {
  access: Access;
  /** Registered only when sign-in goes through an identity provider (OIDC_ISSUER); not walked. */
  oidcOnly?: boolean;
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
}

/** Values for path parameters that name nothing: an allowed caller then hears 404, never 401, 403 or 500. */
export const SAMPLE_PARAMS: Record<string, string> = {
  id: "987654",
  itemId: "987654",
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

const pub = (sample?: RouteRule["sample"]): RouteRule => ({ access: "public", sample });
const member = (sample?: RouteRule["sample"]): RouteRule => ({ access: "member", sample });
const verifiedMember = (sample?: RouteRule["sample"]): RouteRule => ({
  access: "member",
  sample,
  verified: true,
});
const admin = (sample?: RouteRule["sample"]): RouteRule => ({ access: "admin", sample });
const editor = (sample?: RouteRule["sample"]): RouteRule => ({ access: "editor", sample });
const CONTRIBUTION_EDIT = { title: "Korrigierter Titel", content: "Ein korrigierter Text ohne Tippfehler." };
const ARTICLE = {
  title: "Neue Sitzbänke",
  excerpt: "",
  content: "Text",
  category: "Dorfläbe",
  status: "draft",
};
const signed: RouteRule = { access: "operations" };

export const ROUTE_ACCESS: Record<RouteKey, RouteRule> = {
  // Accounts (DESIGN.md §3)
  "GET /api/auth/user": member(),
  "GET /api/login": pub({ query: { returnTo: "/marktplatz" } }),
  "GET /api/logout": pub(),
  "GET /api/callback": { access: "public", oidcOnly: true },
  "POST /api/logout": pub(),
  "POST /api/auth/logout-everywhere": member(),
  "POST /api/auth/login": pub(async (app) => ({
    body: { email: await passwordAccount(app), password: PROBE_PASSWORD },
  })),
  "POST /api/auth/register": pub(() =>
    Promise.resolve({
      body: {
        email: `neu-${Math.random().toString(36).slice(2)}@example.ch`,
        password: PROBE_PASSWORD,
        firstName: "Neu",
        lastName: "Mitglied",
      },
    }),
  ),
  "POST /api/auth/verify-email": pub({ body: { token: "A".repeat(43) } }),
  "POST /api/auth/verification": member(),
  "POST /api/auth/password-reset/request": pub(async (app) => ({
    body: { email: (await app.person()).email },
  })),
  "POST /api/auth/password-reset": pub({ body: { token: "A".repeat(43), password: PROBE_PASSWORD } }),
  "POST /api/auth/password": member({
    body: { currentPassword: "nicht-das-passwort", newPassword: "ein-neues-passwort" },
  }),
  "PATCH /api/profile": member({ body: { firstName: "Vreni", lastName: "Probe" } }),

  // Reading
  "GET /api/homepage-content": pub(),
  "GET /api/articles/featured": pub(),
  "GET /api/articles/category/:category": pub(),
  "GET /api/articles/:slug": pub(),
  "GET /api/search": pub({ query: { q: "Dorf" } }),
  "GET /api/search/suggest": pub({ query: { q: "Dorf" } }),
  "GET /rss.xml": pub(),
  "GET /category/:category/rss.xml": pub(),
  "GET /sitemap.xml": pub(),
  "GET /robots.txt": pub(),
  // Operations (docs/operations.md): the load balancer's probes; metrics behind a token or address list.
  "GET /healthz": pub(),
  "GET /readyz": pub(),
  "GET /metrics": signed,
  "POST /api/analytics/pageview": pub({ body: { path: "/marktplatz", referrer: null } }),
  "GET /objects/*": pub(),
  "GET /img/:width/*": pub(),
  "POST /api/chat": pub({ body: { message: "Wann ist der nächste Dorfmarkt?" } }),

  // Letters and user articles (a pending one: its author and administrators only)
  "POST /api/leserbriefe": verifiedMember({ body: LETTER }),
  "POST /api/leserbriefe/ai-generate": verifiedMember({ body: { ...AI_REQUEST, topic: "Dorfplatz" } }),
  "GET /api/leserbriefe/user": verifiedMember(),
  "GET /api/leserbriefe/:slug": {
    access: "owner",
    sample: pendingLetter,
    othersHear: 404,
    visitorsHear: 404,
  },
  "POST /api/user-articles": verifiedMember({ body: USER_ARTICLE }),
  "POST /api/user-articles/ai-generate": verifiedMember({ body: { ...AI_REQUEST, category: "Sport" } }),
  "GET /api/user-articles/user": verifiedMember(),
  "GET /api/user-articles/:slug": {
    access: "owner",
    sample: pendingUserArticle,
    othersHear: 404,
    visitorsHear: 404,
  },

  // Events
  "POST /api/events": verifiedMember({ body: EVENT }),
  "GET /api/events/user": member(),
  "GET /api/events/month/:year/:month": pub(),
  "GET /api/veranstaltungen/:slug": pub(),
  "GET /events.ics": pub(),
  "GET /events/:id.ics": pub(),

  // Marketplace (a hidden entry: its owner and administrators only)
  "GET /api/help-entries": pub(),
  "POST /api/help-entries": verifiedMember({ body: HELP_ENTRY }),
  "GET /api/help-entries/user/me": verifiedMember(),
  "GET /api/help-entries/my-entries": verifiedMember(),
  "GET /api/help-entries/:id": {
    access: "owner",
    sample: hiddenHelpEntry,
    othersHear: 404,
    visitorsHear: 404,
  },
  "PUT /api/help-entries/:id": {
    access: "owner",
    sample: async (app, owner) => ({ params: { id: await helpEntry(app, owner) }, body: HELP_ENTRY }),
    othersHear: 403,
  },
  "PATCH /api/help-entries/:id/status": {
    access: "owner",
    sample: async (app, owner) => ({
      params: { id: await helpEntry(app, owner) },
      body: { status: "closed" },
    }),
    othersHear: 403,
  },
  "DELETE /api/help-entries/:id": {
    access: "owner",
    sample: async (app, owner) => ({ params: { id: await helpEntry(app, owner) } }),
    othersHear: 403,
  },

  // Uploads: addresses are issued to members; the PUT is authorized by the address's signature alone
  "POST /api/objects/upload": verifiedMember(),
  "POST /api/help-images/upload": verifiedMember(),
  "PUT /objects/uploads/:name": signed,
  "PUT /api/help-images/:name": signed,
  "GET /api/help-images/:name": pub(),

  // Messages (nobody but the recipient, not even an administrator, marks a message read)
  "GET /api/messages": member(),
  "POST /api/messages": verifiedMember(async (app) => ({
    body: { toUserId: (await app.person()).id, content: "Grüezi!" },
  })),
  "PUT /api/messages/:id/read": { access: "owner", sample: messageToOwner, othersHear: 404, adminMay: false },
  "GET /api/messages/conversations/:id": member(async (app) => ({
    ...(await partner(app)),
    query: { before: "987654" },
  })),
  "PUT /api/messages/conversations/:id/read": verifiedMember(partner),
  "GET /api/messages/members/:id": member(partner),
  "GET /api/messages/entries/:id": member(),
  "GET /api/messages/blocks": member(),
  "PUT /api/messages/blocks/:id": verifiedMember(partner),
  "DELETE /api/messages/blocks/:id": verifiedMember(partner),
  "GET /api/messages/mail-setting": member(),
  "GET /api/messages/presence-setting": member(),
  "PUT /api/messages/presence-setting": verifiedMember({ body: { showLastSeen: true } }),
  "PUT /api/messages/mail-setting": verifiedMember({ body: { notifyByMail: false } }),
  "GET /api/users/:id/online-status": member(partner),
  "GET /ws": verifiedMember(),

  // PR reports: ordered by a browser session or member; paying is theirs alone, reading also admins'
  "POST /api/generate-pr-report": pub({ body: { companyDomain: "beck-suhr.ch" } }),
  "GET /api/pr-payment-mode": pub(),
  "GET /api/pr-reports/user": pub(),
  "GET /api/pr-reports/:id": {
    access: "owner",
    sample: async (app, owner) => ({ params: { id: await prReport(app, owner) } }),
    othersHear: 404,
    visitorsHear: 404,
  },
  "POST /api/create-pr-subscription": {
    access: "owner",
    sample: async (app, owner) => ({
      body: { prReportId: Number(await prReport(app, owner)), email: "buchhaltung@beck-suhr.ch" },
    }),
    othersHear: 404,
    visitorsHear: 404,
    adminMay: false,
  },
  "POST /api/pr-reports/:id/payment-check": {
    access: "owner",
    sample: async (app, owner) => ({ params: { id: await prReport(app, owner) } }),
    othersHear: 404,
    visitorsHear: 404,
    adminMay: false,
  },
  "POST /api/pr-reports/:id/test-card": {
    access: "owner",
    sample: async (app, owner) => ({
      params: { id: await prReport(app, owner) },
      body: { clientSecret: "seti_unbekannt_secret", cardNumber: "4242424242424242" },
    }),
    othersHear: 404,
    visitorsHear: 404,
    adminMay: false,
  },
  "POST /api/stripe/webhook": signed,

  // Election, businesses, reports
  "GET /api/election/candidates": pub(),
  "GET /api/election": pub(),
  "GET /api/election/results": pub(),
  "GET /api/election/has-voted": pub(),
  "POST /api/election/vote": pub({ body: { candidateId: 987654 } }),
  "GET /api/businesses": pub(),
  "POST /api/reports": verifiedMember({
    body: { kind: "leserbrief", itemId: "987654", reason: "Beleidigend" },
  }),

  // Administration
  "GET /api/admin/pending": editor(),
  "GET /api/admin/completed": editor(),
  "GET /api/admin/leserbriefe/pending": editor(),
  "GET /api/admin/events/pending": editor(),
  "GET /api/admin/pr-reports/pending": admin(),
  "POST /api/admin/leserbriefe/:id/approve": editor({ body: { moderationNotes: "Danke" } }),
  "POST /api/admin/leserbriefe/:id/reject": editor({ body: { moderationNotes: "Leider nicht" } }),
  "PATCH /api/admin/leserbriefe/:id": editor({ body: CONTRIBUTION_EDIT }),
  "GET /api/admin/leserbriefe/:id/revisions": editor(),
  "POST /api/admin/leserbriefe/:id/withdraw": editor(),
  "POST /api/admin/leserbriefe/:id/republish": editor(),
  "POST /api/admin/reader-letters/:id/approve": editor({ body: {} }),
  "POST /api/admin/reader-letters/:id/reject": editor({ body: {} }),
  "PATCH /api/admin/reader-letters/:id": editor({ body: CONTRIBUTION_EDIT }),
  "GET /api/admin/reader-letters/:id/revisions": editor(),
  "POST /api/admin/reader-letters/:id/withdraw": editor(),
  "POST /api/admin/reader-letters/:id/republish": editor(),
  "DELETE /api/admin/leserbriefe/:id": admin(),
  "POST /api/admin/user-articles/:id/approve": editor({ body: {} }),
  "POST /api/admin/user-articles/:id/reject": editor({ body: {} }),
  "PATCH /api/admin/user-articles/:id": editor({ body: CONTRIBUTION_EDIT }),
  "GET /api/admin/user-articles/:id/revisions": editor(),
  "POST /api/admin/user-articles/:id/withdraw": editor(),
  "POST /api/admin/user-articles/:id/republish": editor(),
  "DELETE /api/admin/user-articles/:id": admin(),
  "POST /api/admin/events/:id/approve": editor(),
  "POST /api/admin/events/:id/reject": editor({ body: { reason: "Keine Bewilligung" } }),
  "DELETE /api/admin/events/:id": admin(),
  "PATCH /api/admin/pr-reports/:id": admin({ body: { title: "Titel", companyName: "Firma AG" } }),
  "DELETE /api/admin/pr-reports/:id": admin(),
  "POST /api/admin/pr-reports/:id/approve": admin(),
  "POST /api/admin/pr-reports/:id/reject": admin({ body: { reason: "Kein lokaler Bezug" } }),
  "POST /api/admin/help-entries/:id/hide": editor(),
  "POST /api/admin/help-entries/:id/show": editor(),
  "POST /api/admin/reports/:kind/:itemId/dismiss": editor(),
  "GET /api/admin/users": admin({ query: { search: "Probe" } }),
  "POST /api/admin/users/:userId/role": admin({ body: { isAdmin: true } }),
  "POST /api/admin/users/:userId/block": admin(),
  "POST /api/admin/users/:userId/unblock": admin(),
  "GET /api/admin/audit": admin(),
  // Newsroom (issue 21, docs/api.md)
  "GET /api/admin/articles": editor({ query: { status: "draft", q: "Bank" } }),
  "POST /api/admin/articles": editor({ body: ARTICLE }),
  "GET /api/admin/articles/:id": editor(),
  "PATCH /api/admin/articles/:id": editor({ body: { title: "Andere Bänke", version: 1 } }),
  "DELETE /api/admin/articles/:id": editor(),
  "GET /api/admin/articles/:id/revisions": editor(),
  "POST /api/admin/articles/:id/revisions/:revisionId/restore": editor({ params: { revisionId: "987654" } }),
  "POST /api/admin/articles/:id/preview-link": editor(),
  "GET /api/admin/events": editor({ query: { page: "1" } }),
  "POST /api/admin/events": editor({ body: { title: "Wochenmarkt", eventDate: "2031-05-06" } }),
  "GET /api/admin/events/:id": editor(),
  "PATCH /api/admin/events/:id": editor({ body: { title: "Wochenmarkt im Dorf" } }),
  "POST /api/admin/events/:id/cancel": editor({ body: {} }),
  "GET /api/admin/events/:id/revisions": editor(),
  "GET /api/preview/articles/:token": pub({ params: { token: "article.1.0.falsch" } }),
  "GET /api/admin/statistics": admin(),
  "GET /api/admin/outbox": admin(),
  "POST /api/admin/test-payments/clock": admin({ body: { days: 1 } }),
  "GET /api/admin/businesses": admin(),
  "POST /api/admin/businesses": admin({ body: BUSINESS }),
  "PUT /api/admin/businesses/:id": admin({ body: BUSINESS }),
  "GET /api/admin/candidates": admin(),
  "PUT /api/admin/election": admin({ body: { electionDate: "2030-01-06" } }),
  "POST /api/admin/candidates": admin({ body: CANDIDATE }),
  "PUT /api/admin/candidates/:id": admin({ body: CANDIDATE }),
  "DELETE /api/admin/candidates/:id": admin(),
};

/** The sample of a route for one call (owner routes: a fresh item of `owner`). */
export async function sampleFor(app: SecurityApp, rule: RouteRule, owner: Person): Promise<Sample> {
  return typeof rule.sample === "function" ? rule.sample(app, owner) : (rule.sample ?? {});
}

export const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const methodOf = (route: RouteKey) =>
  route.split(" ")[0] as "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export const patternOf = (route: RouteKey) => route.slice(route.indexOf(" ") + 1);

/** Every classified route of the test app's configuration (built-in accounts), for a walk. */
export const classifiedRoutes = () =>
  (Object.entries(ROUTE_ACCESS) as [RouteKey, RouteRule][]).filter(([, rule]) => !rule.oidcOnly);

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
