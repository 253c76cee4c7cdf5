import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { mailOptOuts } from "../db/schema";

/** The kinds of personal mail an address can turn off (beside message mails and subscriptions). */
export type OptOutKind = "decisions";

/** An address as mail tables keep it: mail systems treat addresses case-insensitively. */
export const normalizedAddress = (address: string) => address.trim().toLowerCase();

export async function isOptedOut(tx: Db | Tx, address: string, kind: OptOutKind): Promise<boolean> {
  const [row] = await tx
    .select({ kind: mailOptOuts.kind })
    .from(mailOptOuts)
    .where(and(eq(mailOptOuts.address, normalizedAddress(address)), eq(mailOptOuts.kind, kind)));
  return row !== undefined;
}

/** Turns a kind of mail off (`wanted` false) or on again for an address. */
export async function setMailWanted(
  db: Db,
  address: string,
  kind: OptOutKind,
  wanted: boolean,
): Promise<void> {
  if (wanted) {
    await db
      .delete(mailOptOuts)
      .where(and(eq(mailOptOuts.address, normalizedAddress(address)), eq(mailOptOuts.kind, kind)));
  } else {
    await db
      .insert(mailOptOuts)
      .values({ address: normalizedAddress(address), kind })
      .onConflictDoNothing();
  }
}
