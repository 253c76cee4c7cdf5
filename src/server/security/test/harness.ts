import { randomBytes } from "node:crypto";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { UserRole } from "../../../shared/common/constants";
import { users } from "../../db/schema";
import { createSession } from "../../features/auth/sessions";
import { createTestApp, type TestApp } from "../../test/app";

/**
 * The security suite's portal: a test app whose members are made straight in the database (no password
 * hashing), so that every route can be walked by fresh people without one walk's writes, sign-outs or
 * rate limits reaching the next.
 */

export interface Person {
  id: string;
  email: string;
  /** Value for a Cookie header. */
  cookie: string;
}

export interface SecurityApp extends TestApp {
  /** A new member (or administrator), verified unless asked otherwise, with a session of their own. */
  person(options?: { admin?: boolean; editor?: boolean; verified?: boolean }): Promise<Person>;
  /** A request from an address of its own, so that limits per address never mix two requests. */
  call(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
}

/** Where a company homepage would be read from; this suite's reports never leave the process. */
const COMPANY_HTML =
  "<html><head><title>Beck Suhr AG – Bäckerei</title><meta name='description' content='Frisches Brot aus Suhr.'></head><body><h1>Beck Suhr</h1></body></html>";

let addresses = 0;
/** A distinct client address per request (TEST-NET-2 and -3 ranges, never routed). */
const nextAddress = () => {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
};

export async function createSecurityApp(): Promise<SecurityApp> {
  const t = await createTestApp();
  t.app.ctx.siteFetcher = async (domain) => ({ url: `https://${domain}/`, html: COMPANY_HTML });
  return {
    ...t,
    person: (options = {}) =>
      person(t.app, options.admin ? "admin" : options.editor ? "editor" : "user", options.verified ?? true),
    call: ({ cookie, headers, ...options }) =>
      t.app.inject({
        remoteAddress: nextAddress(),
        ...options,
        headers: { ...headers, ...(cookie ? { cookie } : {}) },
      }),
  };
}

async function person(app: FastifyInstance, role: UserRole, verified: boolean): Promise<Person> {
  const email = `person-${randomBytes(5).toString("hex")}@example.ch`;
  const [row] = await app.ctx.db
    .insert(users)
    .values({
      email,
      firstName: "Vreni",
      lastName: "Probe",
      role,
      isAdmin: role === "admin",
      emailVerifiedAt: verified ? new Date() : null,
    })
    .returning({ id: users.id });
  const sid = await createSession(app.ctx.db, { userId: row!.id });
  return { id: row!.id, email, cookie: `sid=${encodeURIComponent(app.signCookie(sid))}` };
}
