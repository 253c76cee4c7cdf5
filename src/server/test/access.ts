import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { as, type Statuses, type TestAppWithMembers, type Who } from "./app";

/** One request of a table of routes: what tests of who may send it go through. */
export interface Call {
  method: string;
  url: string;
  payload?: object;
}

/** Each call is refused to a visitor with 401 and to `member`, who holds no role, with 403. */
export async function expectAdminsOnly(app: FastifyInstance, member: Who, calls: Call[]) {
  for (const [who, status] of [
    [null, 401],
    [member, 403],
  ] as const) {
    for (const { method, url, payload } of calls) {
      const response = await as(app, who).request(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(status);
    }
  }
}

/** Content the public must not see: found by its author and the administrators alone. */
const AUTHOR_AND_ADMINS_ONLY: Statuses = { visitor: 404, other: 404, author: 200, admin: 200 };

/** A member's contribution before the team approved it, or after it refused it. */
type Undecided = "pending" | "rejected";

/**
 * A pending and a rejected contribution of `s.author`, made by `insert` and read at `url(slug)`: each is
 * found by its author and the administrators alone. `authorReads` is what the author's answer holds.
 */
export async function expectUndecidedForAuthorAndAdminsOnly(
  s: TestAppWithMembers,
  insert: (values: { status: Undecided; userId: string }) => Promise<{ slug: string }>,
  url: (slug: string) => string,
  authorReads?: (status: Undecided) => object,
) {
  for (const status of ["pending", "rejected"] as const) {
    const { slug } = await insert({ status, userId: s.author.user.id });
    expect(await s.statusesOf(url(slug)), status).toEqual(AUTHOR_AND_ADMINS_ONLY);
    if (authorReads)
      expect((await s.get(url(slug), s.author.cookie)).json(), `${status} author`).toMatchObject(
        authorReads(status),
      );
  }
}
