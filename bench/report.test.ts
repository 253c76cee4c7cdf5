import { describe, expect, it } from "vitest";
import { type Figure, type Row, selfCheck, targets } from "./report";

const figure = (rps: number, generator: number, server: number): Figure => ({
  rps,
  p50: 1,
  p99: 5,
  cpu: { generator, server },
});

const row = (changes: Partial<Row> = {}): Row => ({
  articles: 1000,
  address: "/api/homepage-content",
  kind: "json",
  bytes: 4096,
  status: { visitor: 200, member: 200 },
  bare: { ...figure(9000, 0.6, 1), spread: 0.02 },
  visitor: figure(8000, 0.6, 1),
  member: figure(7800, 0.6, 1),
  load: 1,
  ...changes,
});

const calibration = { trivial: figure(10_000, 0.8, 0.5) };

describe("the bench's self-check", () => {
  it("passes when the server, not the generator, sets the pace", () => {
    expect(selfCheck([row()], calibration)).toEqual([]);
  });

  it("fails a measurement whose generator ran at a full core while the server had time to spare", () => {
    const problems = selfCheck([row({ member: figure(7800, 0.97, 0.4) })], calibration);
    expect(problems).toEqual([
      expect.stringContaining("/api/homepage-content member: generator at 0.97 cores"),
    ]);
  });

  it("fails when the bare server stays far under what the generator reaches against a trivial one", () => {
    const problems = selfCheck([row({ bare: { ...figure(5000, 0.6, 1), spread: 0.02 } })], calibration);
    expect(problems).toEqual([expect.stringContaining("bare 5000 req/s, under 0.7")]);
  });
});

describe("the bench's targets", () => {
  it("reports a member's public JSON under 0.85 of the visitor's rate as missed", () => {
    const [json] = targets([row({ member: figure(6000, 0.6, 1) })]);
    expect(json).toMatchObject({ name: "member public JSON >= 0.85 x visitor", met: false });
    expect(targets([row()])[0]).toMatchObject({ met: true });
  });
});

describe("the groups' targets (issue 27)", () => {
  const memberOne = (p50: number) => ({ ...figure(200, 0.3, 1), p50 });
  const named = (rows: Row[], name: string) => targets(rows).find((target) => target.name.startsWith(name));

  it("holds an open group's page to 0.6 of the bare server, and no other page to it", () => {
    const page = (address: string, visitor: number) =>
      row({ address, kind: "page", visitor: figure(visitor, 0.6, 1) });
    const met = named(
      [page("/gruppen/turnverein-bench", 6000), page("/marktplatz", 1000)],
      "open group page",
    );
    expect(met).toMatchObject({ met: true, detail: "/gruppen/turnverein-bench 0.67" });
    expect(named([page("/gruppen/turnverein-bench", 5000)], "open group page")).toMatchObject({ met: false });
  });

  it("holds a member's group feed p50 to twice the inbox's, and misses it without an inbox", () => {
    const inbox = row({ address: "/api/messages", kind: "inbox", memberOne: memberOne(2) });
    const feed = (p50: number) =>
      row({ address: "/api/groups/turnverein-bench/posts", kind: "group feed", memberOne: memberOne(p50) });
    expect(named([inbox, feed(4)], "member's group feed")).toMatchObject({ met: true });
    expect(named([inbox, feed(5)], "member's group feed")).toMatchObject({
      met: false,
      detail: "/api/groups/turnverein-bench/posts 2.50",
    });
    expect(named([feed(1)], "member's group feed")).toMatchObject({ met: false });
  });
});
