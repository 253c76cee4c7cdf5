/** The figures of `npm run bench`: rows, issue 24's targets, the generator's self-check, the printed tables. */

export type CaseKind =
  | "json"
  | "personal json"
  | "page"
  | "members' page"
  | "inbox poll"
  /** GET /api/messages without an ETag: the member's whole inbox, the yardstick of the group feed. */
  | "inbox"
  /** GET /api/groups/{slug}/posts for a member of the group (issue 27). */
  | "group feed";

/** The kinds measured for a signed-in member alone: the bare server answers what the member gets. */
export const PERSONAL_KINDS: readonly CaseKind[] = ["members' page", "inbox poll", "inbox", "group feed"];

/** A group's public page among the pages (issue 27: kept in the response cache like the others). */
export const isGroupPage = (row: Row) => row.kind === "page" && row.address.startsWith("/gruppen/");

export interface Figure {
  rps: number;
  p50: number;
  p99: number;
  /** CPU of the generator and of the server measured (1 = one core). */
  cpu: { generator: number; server: number };
}

export interface Row {
  articles: number;
  address: string;
  kind: CaseKind;
  /** Bytes of the answer the bare server sends (the visitor's, or the member's for members' pages). */
  bytes: number;
  status: { visitor: number; member: number };
  /** The bare server with the same body and content type; rps the mean of its run before and after. */
  bare: Figure & { spread: number };
  /** The bare server sending the portal's own headers with the same body. */
  bareWithHeaders?: Figure;
  /** Visitor, response cache off: every request computed. */
  cold?: Figure;
  visitor: Figure;
  member?: Figure;
  /** A member with one connection (members' pages and the inbox poll): the latency of one request. */
  memberOne?: Figure;
  load: number;
}

export interface Target {
  name: string;
  met: boolean;
  detail: string;
}

const isPublic = (row: Row) => row.kind === "json" || row.kind === "page";
const fixed = (value: number, digits = 2) => value.toFixed(digits);

/** Issue 24's targets on the rows of the largest size. */
export function targets(rows: Row[]): Target[] {
  const check = (name: string, picked: Row[], value: (row: Row) => number, ok: (v: number) => boolean) => {
    const values = picked.map((row) => ({ row, v: value(row) }));
    const missed = values.filter(({ v }) => !ok(v));
    return {
      name,
      met: missed.length === 0 && values.length > 0,
      detail: values.map(({ row, v }) => `${row.address} ${fixed(v)}`).join(", "),
    };
  };
  const of = (kind: CaseKind) => rows.filter((row) => row.kind === kind && row.member);
  return [
    check(
      "member public JSON >= 0.85 x visitor",
      of("json"),
      (r) => r.member!.rps / r.visitor.rps,
      (v) => v >= 0.85,
    ),
    check(
      "member public pages >= 0.5 x visitor",
      of("page"),
      (r) => r.member!.rps / r.visitor.rps,
      (v) => v >= 0.5,
    ),
    check(
      "members' pages p50 <= 10 ms (1 connection)",
      of("members' page"),
      (r) => r.memberOne!.p50,
      (v) => v <= 10,
    ),
    check(
      "members' pages >= 300 req/s (16 connections)",
      of("members' page"),
      (r) => r.member!.rps,
      (v) => v >= 300,
    ),
    check(
      "cached public JSON >= 0.85 x bare",
      of("json"),
      (r) => r.visitor.rps / r.bare.rps,
      (v) => v >= 0.85,
    ),
    check(
      "anonymous pages >= 0.6 x bare",
      of("page"),
      (r) => r.visitor.rps / r.bare.rps,
      (v) => v >= 0.6,
    ),
    check(
      "unchanged inbox poll (304) >= 0.5 x bare",
      of("inbox poll"),
      (r) => r.member!.rps / r.bare.rps,
      (v) => v >= 0.5,
    ),
    check(
      "open group page (response cache) >= 0.6 x bare",
      of("page").filter(isGroupPage),
      (r) => r.visitor.rps / r.bare.rps,
      (v) => v >= 0.6,
    ),
    check(
      "member's group feed p50 <= 2 x inbox p50 (1 connection)",
      of("group feed"),
      (r) => {
        const inbox = of("inbox")[0]?.memberOne;
        // A p50 under a millisecond is counted as one: no division by zero on a fast machine.
        return inbox ? r.memberOne!.p50 / Math.max(inbox.p50, 1) : Number.POSITIVE_INFINITY;
      },
      (v) => v <= 2,
    ),
  ];
}

export interface Calibration {
  /** The generator against a bare server answering two bytes: the most it can send on this machine. */
  trivial: Figure;
}

/** A generator at a full core while the server it loads has time to spare sets the pace itself. */
const GENERATOR_SATURATED = 0.9;
const SERVER_IDLE = 0.75;
/** The bare server sending a small answer must come this close to what the generator reaches. */
const BARE_OF_TRIVIAL = 0.7;
const SMALL_ANSWER = 16 * 1024;

/** The bench's self-check: fails when the generator, not the server, was the bottleneck. */
export function selfCheck(rows: Row[], calibration: Calibration): string[] {
  const problems: string[] = [];
  for (const row of rows) {
    const figures: [string, Figure | undefined][] = [
      ["bare", row.bare],
      ["bare with headers", row.bareWithHeaders],
      ["cold", row.cold],
      ["visitor", row.visitor],
      ["member", row.member],
    ];
    for (const [label, figure] of figures) {
      if (!figure) continue;
      if (figure.cpu.generator >= GENERATOR_SATURATED && figure.cpu.server <= SERVER_IDLE) {
        problems.push(
          `${row.articles} ${row.address} ${label}: generator at ${fixed(figure.cpu.generator)} cores, server at ${fixed(figure.cpu.server)}`,
        );
      }
    }
    if (
      row.kind === "json" &&
      row.bytes <= SMALL_ANSWER &&
      row.bare.rps < BARE_OF_TRIVIAL * calibration.trivial.rps
    ) {
      problems.push(
        `${row.articles} ${row.address}: bare ${fixed(row.bare.rps, 0)} req/s, under ${BARE_OF_TRIVIAL} of the ` +
          `generator's ${fixed(calibration.trivial.rps, 0)} req/s against a trivial server`,
      );
    }
  }
  return problems;
}

const rate = (figure: Figure | undefined) => (figure ? fixed(figure.rps, 0) : "");
const latency = (figure: Figure | undefined) => (figure ? `${figure.p50} / ${figure.p99}` : "");
const ratio = (a: Figure | undefined, b: Figure | undefined) => (a && b ? fixed(a.rps / b.rps) : "");

/** The rows as a Markdown table (docs/performance.md takes it as printed). */
export function markdownTable(rows: Row[]): string {
  const header = [
    "articles",
    "address",
    "kind",
    "answer",
    "bare req/s (spread)",
    "bare + portal headers",
    "cold visitor req/s (of bare)",
    "visitor req/s",
    "visitor p50 / p99 ms",
    "visitor of bare",
    "visitor of bare + headers",
    "member req/s",
    "member p50 / p99 ms",
    "member of visitor",
    "member of bare",
    "member p50, 1 conn.",
    "generator CPU max",
    "load",
  ];
  const lines = rows.map((row) => [
    String(row.articles),
    `\`${row.address}\``,
    row.kind,
    `${(row.bytes / 1024).toFixed(1)} KiB`,
    `${rate(row.bare)} (${fixed(row.bare.spread)}×)`,
    rate(row.bareWithHeaders),
    row.cold ? `${rate(row.cold)} (${ratio(row.cold, row.bare)})` : "",
    `${rate(row.visitor)}${row.status.visitor === 200 ? "" : ` (${row.status.visitor})`}`,
    latency(row.visitor),
    isPublic(row) ? ratio(row.visitor, row.bare) : "",
    isPublic(row) ? ratio(row.visitor, row.bareWithHeaders) : "",
    row.member ? `${rate(row.member)}${row.status.member === 200 ? "" : ` (${row.status.member})`}` : "",
    latency(row.member),
    isPublic(row) || row.kind === "personal json" ? ratio(row.member, row.visitor) : "",
    PERSONAL_KINDS.includes(row.kind) ? ratio(row.member, row.bare) : "",
    row.memberOne ? `${row.memberOne.p50} ms` : "",
    fixed(
      Math.max(
        ...[row.bare, row.bareWithHeaders, row.cold, row.visitor, row.member]
          .filter((figure): figure is Figure => figure !== undefined)
          .map((figure) => figure.cpu.generator),
      ),
    ),
    fixed(row.load, 1),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column < 3 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(" | ")} |`;
  return [
    format(header),
    `| ${widths.map((width, column) => (column < 3 ? "-".repeat(width) : `${"-".repeat(width - 1)}:`)).join(" | ")} |`,
    ...lines.map(format),
  ].join("\n");
}
