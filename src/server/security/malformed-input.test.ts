import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import type { RouteKey } from "../lib/route-table";
import { sharedByTheTests } from "../test/shared-by-tests";
import { declaredRoutes } from "./test/declared-routes";
import { createSecurityApp, type Person } from "./test/harness";
import {
  allowedCaller,
  methodOf,
  patternOf,
  type RouteRule,
  type Sample,
  sampleFor,
  urlOf,
} from "./test/route-samples";

const s = sharedByTheTests(createSecurityApp, (s) => s.close());

/** A request as raw as a client may send it: any bytes, any content type. */
interface Variant {
  label: string;
  params?: Record<string, string>;
  /** Appended to the address as it is, not encoded. */
  rawQuery?: string;
  body?: string | Buffer;
  contentType?: string;
}

const MEGABYTE = "x".repeat(1_048_576);
const nest = (depth: number, open: string, close: string, inner: string) =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

/** Every value of an object replaced, for 'wrong type' bodies. */
const replaced = (body: unknown, value: unknown) =>
  body && typeof body === "object" && !Array.isArray(body)
    ? Object.fromEntries(Object.keys(body).map((key) => [key, value]))
    : value;

function bodyVariants(sample: Sample): Variant[] {
  const json = (label: string, value: unknown): Variant => ({
    label,
    body: JSON.stringify(value),
    contentType: "application/json",
  });
  const body = sample.body ?? { feld: "wert" };
  return [
    json("every field an object", replaced(body, { $ne: null, __proto__: { isAdmin: true } })),
    json("every field an array", replaced(body, [["a"], 1, null])),
    json("every field null", replaced(body, null)),
    json("every field 1 MB", replaced(body, MEGABYTE)),
    // One field at a time, the others valid, so that the value reaches the service and the database.
    ...Object.keys(body as object).flatMap((field) => [
      json(`${field} a number`, { ...(body as object), [field]: 1e308 }),
      json(`${field} with NUL`, { ...(body as object), [field]: "a\u0000b" }),
      json(`${field} 100 000 characters`, { ...(body as object), [field]: "ü".repeat(100_000) }),
      json(`${field} with a lone surrogate and control characters`, {
        ...(body as object),
        [field]: "Titel \ud800\u0007\u202e",
      }),
    ]),
    json("an array as body", [body]),
    json("a string as body", "Grüezi"),
    json("null as body", null),
    json("extra fields", {
      ...(body as object),
      isAdmin: true,
      ownerUserId: "x",
      id: 1,
      constructor: { prototype: 1 },
    }),
    {
      label: "10 000 nested objects",
      body: nest(10_000, '{"a":', "}", "1"),
      contentType: "application/json",
    },
    { label: "10 000 nested arrays", body: nest(10_000, "[", "]", ""), contentType: "application/json" },
    { label: "invalid JSON", body: '{"title": "offen', contentType: "application/json" },
    {
      label: "JSON with a BOM and trailing garbage",
      body: '\ufeff{"a":1}}}',
      contentType: "application/json",
    },
    { label: "empty JSON body", body: "", contentType: "application/json" },
    { label: "a JSON body of 1 MB + 1 byte", body: `"${MEGABYTE}"`, contentType: "application/json" },
    { label: "text/plain", body: "title=Hallo", contentType: "text/plain" },
    {
      label: "form post",
      body: "title=Hallo&content=Welt",
      contentType: "application/x-www-form-urlencoded",
    },
    {
      label: "multipart",
      body: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nHallo\r\n--x--\r\n',
      contentType: "multipart/form-data; boundary=x",
    },
    {
      label: "binary octets",
      body: Buffer.from([0, 0xff, 0xfe, 0x89, 0x50]),
      contentType: "application/octet-stream",
    },
    {
      label: "a content type with a bogus charset",
      body: "{}",
      contentType: "application/json; charset=ebcdic",
    },
  ];
}

const PARAM_VALUES: [string, string][] = [
  ["NUL", "%00"],
  ["negative", "-1"],
  ["zero", "0"],
  ["fraction", "1.5"],
  ["beyond 32 bits", "2147483648"],
  ["beyond 64 bits", "9".repeat(30)],
  ["exponent", "1e309"],
  ["NaN", "NaN"],
  ["path traversal", "..%2F..%2Fetc%2Fpasswd"],
  ["dot-dot", ".."],
  ["broken percent-encoding", "%E0%A4%A"],
  ["invalid UTF-8", "%C3%28"],
  ["101 characters", "a".repeat(101)],
  ["umlauts and emoji", encodeURIComponent("Grüezi-🙂")],
  ["SQL", encodeURIComponent("1' OR '1'='1")],
  ["a UUID of nobody", "ffffffff-ffff-4fff-bfff-ffffffffffff"],
];

function paramVariants(pattern: string): Variant[] {
  const names = [...pattern.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? "*");
  return names.flatMap((name) =>
    PARAM_VALUES.map(([label, value]) => ({ label: `${name} ${label}`, params: { [name]: value } })),
  );
}

const QUERY_VARIANTS: Variant[] = [
  { label: "repeated and bracketed parameters", rawQuery: "q=a&q=b&limit[]=1&cursor[x]=2&page=1&page=2" },
  { label: "NUL in the query", rawQuery: "q=%00&cursor=%00&search=%00" },
  { label: "broken percent-encoding in the query", rawQuery: "q=%E0%A4%A&cursor=%&returnTo=%ZZ" },
  { label: "numbers out of range", rawQuery: "limit=-1&page=1e999&before=99999999999999999999&cursor=NaN" },
  { label: "a 100 000 character query", rawQuery: `q=${"a".repeat(100_000)}&cursor=${"b".repeat(1000)}` },
  { label: "prototype keys", rawQuery: "__proto__[isAdmin]=1&constructor[prototype][x]=1&toString=1" },
];

/** The request of one variant: the route's sample with the variant's parts put in. */
function requestOf(route: RouteKey, sample: Sample, variant: Variant, caller: Person | undefined) {
  const url = variant.rawQuery
    ? `${urlOf(patternOf(route), { ...sample, query: undefined }, variant.params)}?${variant.rawQuery}`
    : urlOf(patternOf(route), sample, variant.params);
  return s.call({
    method: methodOf(route),
    url,
    cookie: caller?.cookie,
    ...(variant.body !== undefined
      ? { payload: variant.body, headers: { "content-type": variant.contentType ?? "application/json" } }
      : sample.body !== undefined
        ? { payload: sample.body as object }
        : {}),
  });
}

function variantsOf(route: RouteKey, sample: Sample): Variant[] {
  const method = methodOf(route);
  return [
    ...(method === "GET" ? [] : bodyVariants(sample)),
    ...paramVariants(patternOf(route)),
    // Only GET routes read their query; elsewhere it would repeat the sample's valid call.
    ...(method === "GET" ? QUERY_VARIANTS : []),
  ];
}

/** Words of the English messages frameworks answer with; the portal's own are German. */
const ENGLISH =
  /\b(the|is|must|expected|received|required|should|body|invalid|unexpected|error|request|failed|cannot|property|component|exceeding)\b/i;

const problemOf = (variant: Variant, response: LightMyRequestResponse): string | null => {
  const seen = `${variant.label}: ${response.statusCode} ${response.body.slice(0, 200)}`;
  if (response.statusCode >= 500) return seen;
  if (response.statusCode < 400) return null;
  const type = String(response.headers["content-type"]);
  // An address that normalizes to no route outside /api is a page: the site's 'not found' page.
  if (response.statusCode === 404 && type.startsWith("text/html")) return null;
  if (!type.startsWith("application/json")) return `${seen} (not JSON)`;
  const message = (response.json() as { message?: unknown }).message;
  if (typeof message !== "string" || (message !== "Unauthorized" && ENGLISH.test(message)))
    return `${seen} (no German message)`;
  return null;
};

describe("malformed input", () => {
  it.each(declaredRoutes())(
    "%s answers every malformed request with a German 4xx, never 500",
    async (route, rule: RouteRule) => {
      const owner = await s.person();
      const sample = await sampleFor(s, rule, owner);
      const problems: string[] = [];
      let caller = rule.access === "owner" ? owner : await allowedCaller(s, rule);
      for (const variant of variantsOf(route, sample)) {
        let response = await requestOf(route, sample, variant, caller);
        // A rate limit would hide what the input does: the request is repeated by somebody new.
        if (response.statusCode === 429 && rule.access !== "owner") {
          caller = await allowedCaller(s, rule);
          response = await requestOf(route, sample, variant, caller);
        }
        const problem = problemOf(variant, response);
        if (problem) problems.push(problem);
      }
      expect(problems).toEqual([]);
    },
  );
});
