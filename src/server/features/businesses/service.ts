import { eq } from "drizzle-orm";
import type { AuthUser } from "../../../shared/auth/auth";
import type { Business, BusinessInput } from "../../../shared/businesses/businesses";
import type { Db, Tx } from "../../db/client";
import { auditLog, businesses } from "../../db/schema";
import { notFound } from "../../lib/http-errors";
import { toBusiness } from "./presenter";

const BUSINESS_NOT_FOUND = "Unternehmen nicht gefunden";

/** German alphabetical order ('Bäckerei' before 'Blumen'), which the database's collation may not know. */
const byName = (a: Business, b: Business) => a.name.localeCompare(b.name, "de-CH") || a.id - b.id;

/** The directory: active businesses by name (spec §7 GET /api/businesses). */
export async function activeBusinesses(db: Db): Promise<Business[]> {
  const rows = await db.select().from(businesses).where(eq(businesses.isActive, true));
  return rows.map(toBusiness).sort(byName);
}

/** Every business, also the deactivated ones, for the admins' upkeep. */
export async function allBusinesses(db: Db): Promise<Business[]> {
  const rows = await db.select().from(businesses);
  return rows.map(toBusiness).sort(byName);
}

async function audit(tx: Tx, actorUserId: string, action: string, entityId: number, details: object) {
  await tx
    .insert(auditLog)
    .values({ actorUserId, action, entityType: "business", entityId: String(entityId), details });
}

export async function createBusiness(db: Db, input: BusinessInput, actorUserId: string): Promise<Business> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(businesses).values(input).returning();
    const created = toBusiness(row!);
    await audit(tx, actorUserId, "business.create", created.id, { after: created });
    return created;
  });
}

/** Edits a business; `isActive: false` takes it out of the directory without losing it. */
export async function updateBusiness(
  db: Db,
  id: number,
  input: BusinessInput,
  actorUserId: string,
): Promise<Business> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(businesses).where(eq(businesses.id, id)).for("update");
    if (!before) throw notFound(BUSINESS_NOT_FOUND);
    const [row] = await tx.update(businesses).set(input).where(eq(businesses.id, id)).returning();
    const after = toBusiness(row!);
    const action =
      before.isActive && !after.isActive
        ? "business.deactivate"
        : !before.isActive && after.isActive
          ? "business.activate"
          : "business.update";
    await audit(tx, actorUserId, action, id, { before: toBusiness(before), after });
    return after;
  });
}

/** The calls of the team's list of businesses (http/collection-routes.ts), bound to the database. */
export const businessCollection = (db: Db) => ({
  list: () => allBusinesses(db),
  create: (input: BusinessInput, actor: AuthUser) => createBusiness(db, input, actor.id),
  change: (id: number, input: BusinessInput, actor: AuthUser) => updateBusiness(db, id, input, actor.id),
});
