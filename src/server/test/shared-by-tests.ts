import { afterAll, beforeAll } from "vitest";
import type { Env } from "../config";
import {
  createTestApp,
  createTestAppWithMembers,
  createTestAppWithPeople,
  type MemberDetails,
  type People,
  type TestApp,
  type TestAppWithMembers,
  type TestAppWithPeople,
} from "./app";
import { createTestAppWithTeam, type TestAppWithTeam } from "./team";

/**
 * What the tests of a file (or of a describe block) share, built once before them and closed after them:
 * `const t = sharedTestApp()` instead of a `let` and two hooks. Its properties are read when a test runs;
 * reading them while the file is collected is an error.
 */
export function sharedByTheTests<T extends object>(
  build: () => Promise<T>,
  close: (built: T) => Promise<void>,
): T {
  let built: T | undefined;
  beforeAll(async () => {
    built = await build();
  });
  afterAll(async () => {
    if (built) await close(built);
  });
  return new Proxy({} as T, {
    get(_, key) {
      if (!built) throw new Error(`read ${String(key)} before beforeAll built it`);
      return Reflect.get(built, key);
    },
  });
}

/** A portal the tests share with what `build` prepared on it (its TestApp as `t`), closed after them. */
export function sharedPortal<T extends { t: TestApp }>(build: () => Promise<T>): T {
  return sharedByTheTests(build, (s) => s.t.close());
}

/** A portal the tests share (createTestApp). */
export function sharedTestApp(env: Env = {}): TestApp {
  return sharedByTheTests(
    () => createTestApp(env),
    (t) => t.close(),
  );
}

/** A portal with an administrator, an author and another member that the tests share (createTestAppWithMembers). */
export function sharedTestAppWithMembers(env: Env = {}): TestAppWithMembers {
  return sharedPortal(() => createTestAppWithMembers(env));
}

/** A portal with the editorial team that the tests share (createTestAppWithTeam). */
export function sharedTestAppWithTeam(member: MemberDetails = {}): TestAppWithTeam {
  return sharedPortal(() => createTestAppWithTeam(member));
}

/** A portal with the members its tests call by name, that the tests share (createTestAppWithPeople). */
export function sharedTestAppWithPeople<K extends string>(
  people: People<K>,
  env: Env = {},
): TestAppWithPeople<K> {
  return sharedPortal(() => createTestAppWithPeople(people, env));
}
