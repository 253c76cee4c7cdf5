import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { preparedPerDatabase } from "./client";

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp();
});
afterAll(async () => {
  await first.close();
  await second.close();
});

it("builds a hot read once per database and runs it with each call's values", async () => {
  let builds = 0;
  const doubled = preparedPerDatabase<{ n: number }, { value: number }[]>((db) => {
    builds += 1;
    return db
      .select({ value: sql<number>`${sql.placeholder("n")}::int * 2` })
      .from(sql`(select 1) as one`)
      .prepare("doubled");
  });
  expect(await doubled(first.app.ctx.db, { n: 2 })).toEqual([{ value: 4 }]);
  expect(await doubled(first.app.ctx.db, { n: 21 })).toEqual([{ value: 42 }]);
  expect(builds).toBe(1);
  expect(await doubled(second.app.ctx.db, { n: 5 })).toEqual([{ value: 10 }]);
  expect(builds).toBe(2);
});
