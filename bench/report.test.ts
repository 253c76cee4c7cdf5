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
