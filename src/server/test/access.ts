import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { as, type Who } from "./app";

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
