import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { selectRows } from "../db/client";
import { createTestApp } from "./app";
import { insertNotice } from "./content";
import { sharedOnPostgres } from "./instances";

describe("a notice the tests insert, on PostgreSQL", () => {
  const s = sharedOnPostgres(async (env) => ({ t: await createTestApp(env) }));

  // now() there counts microseconds: a notice stamped by it could lie after the millisecond a run asks about
  // right afterwards, and wait for the next minute's run (a CI run's push test failed so).
  it("is published at a moment of the app's clock, whole milliseconds", async () => {
    for (let i = 0; i < 5; i++) {
      const notice = await insertNotice(s.t.app.ctx.db);
      const [stored] = await selectRows<{ micros: number }>(
        s.t.app.ctx.db,
        sql`select extract(microseconds from published_at)::int % 1000 as micros from notices where id = ${notice.id}`,
      );
      expect(stored?.micros).toBe(0);
    }
  });
});
