import { randomBytes } from "node:crypto";
import { hashPassword } from "../../features/auth/passwords";
import type { Tx } from "../client";
import { passwordCredentials, users } from "../schema";

/** An account a newcomer can sign in with right after the first start, to see the members' and the editors' side. */
export interface DemoAccount {
  label: string;
  email: string;
  password: string;
}

/** The demo member belongs to a private demo group, so that signing in shows what only members see. */
export const DEMO_MEMBER_EMAIL = "demo-mitglied@example.ch";

const DEMO_ACCOUNTS = [
  {
    label: "Mitglied",
    email: DEMO_MEMBER_EMAIL,
    firstName: "Demo",
    lastName: "Mitglied",
    admin: false,
  },
  {
    label: "Administrator",
    email: "demo-admin@example.ch",
    firstName: "Demo",
    lastName: "Admin",
    admin: true,
  },
] as const;

/**
 * Creates the demo member and the demo administrator, verified, each with a new random password that exists
 * only in the return value: the start log prints it once, the database keeps only its hash.
 */
export async function createDemoAccounts(tx: Tx, now: Date): Promise<DemoAccount[]> {
  const created: DemoAccount[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const password = randomBytes(12).toString("base64url");
    const [user] = await tx
      .insert(users)
      .values({
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        role: account.admin ? "admin" : "user",
        isAdmin: account.admin,
        emailVerifiedAt: now,
      })
      .returning({ id: users.id });
    if (!user) throw new Error("demo account not created");
    await tx
      .insert(passwordCredentials)
      .values({ userId: user.id, passwordHash: await hashPassword(password) });
    created.push({ label: account.label, email: account.email, password });
  }
  return created;
}
