import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { databaseOutageCheck } from "./database-outage";

const networkError = (code: string, port?: number) =>
  Object.assign(new Error(`connect ${code}`), { code, port });
const sqlError = (code: string) => Object.assign(new Error("server says"), { code });
const inQuery = (cause: unknown) => new DrizzleQueryError("select 1", [], cause as Error);

describe("what counts as the database being away", () => {
  const isUnavailable = databaseOutageCheck("postgres://db.example:6543/portal");

  it("a connection refused, reset or timed out in a query, or a connect to the database's port", () => {
    expect(isUnavailable(inQuery(networkError("ECONNREFUSED")))).toBe(true);
    expect(isUnavailable(inQuery(networkError("ECONNRESET")))).toBe(true);
    expect(isUnavailable(networkError("ECONNREFUSED", 6543))).toBe(true);
    expect(
      isUnavailable(
        Object.assign(
          new AggregateError([networkError("ECONNREFUSED", 6543), networkError("ECONNREFUSED", 6543)]),
          {
            code: "ECONNREFUSED",
          },
        ),
      ),
    ).toBe(true);
  });

  it("the server shutting down, starting or a connection exception, and the pool's own messages", () => {
    for (const code of ["57P01", "57P02", "57P03", "08006", "08001"])
      expect(isUnavailable(inQuery(sqlError(code)))).toBe(true);
    expect(isUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isUnavailable(inQuery(new Error("Connection terminated unexpectedly")))).toBe(true);
  });

  it("not a network error of another service, nor a refusal of the data", () => {
    expect(isUnavailable(networkError("ECONNREFUSED", 443))).toBe(false);
    expect(
      isUnavailable(
        Object.assign(new TypeError("fetch failed"), { cause: networkError("ECONNREFUSED", 9000) }),
      ),
    ).toBe(false);
    expect(isUnavailable(inQuery(sqlError("23505")))).toBe(false);
    expect(isUnavailable(inQuery(sqlError("22P02")))).toBe(false);
    expect(isUnavailable(new Error("Nicht gefunden"))).toBe(false);
  });

  it("with the embedded database, only what a query reports", () => {
    const embedded = databaseOutageCheck(undefined);
    expect(embedded(networkError("ECONNREFUSED", 5432))).toBe(false);
    expect(embedded(inQuery(networkError("ECONNREFUSED")))).toBe(true);
  });
});
