import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signUp } from "../test/app";
import { sharedTestApp } from "../test/shared-by-tests";
import { selectRows } from "./client";
import { articles, electionCandidates, electionVotes, events, helpEntries, users } from "./schema";

const t = sharedTestApp();

/** Drizzle wraps driver errors; the SQLSTATE sits on the error or its cause. */
async function sqlState(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
}

describe("database constraints", () => {
  it("keeps slugs unique", async () => {
    const db = t.app.ctx.db;
    await db.insert(articles).values({ title: "A", slug: "gleich", content: "x", category: "Sport" });
    expect(
      await sqlState(
        db.insert(articles).values({ title: "B", slug: "gleich", content: "y", category: "Sport" }),
      ),
    ).toBe("23505");
  });

  it("allows only the spec's categories, statuses and kinds", async () => {
    const db = t.app.ctx.db;
    expect(
      await sqlState(
        db.insert(articles).values({ title: "A", slug: "c1", content: "x", category: "Politik" }),
      ),
    ).toBe("23514");
    expect(
      await sqlState(db.insert(events).values({ title: "E", eventDate: new Date(), status: "maybe" })),
    ).toBe("23514");
    const { user } = await signUp(t.app);
    expect(
      await sqlState(
        db
          .insert(helpEntries)
          .values({ kind: "swap", title: "T", description: "D", name: "N", ownerUserId: user.id }),
      ),
    ).toBe("23514");
  });

  it("counts one vote per member", async () => {
    const db = t.app.ctx.db;
    const { user } = await signUp(t.app);
    const [candidate] = await db
      .insert(electionCandidates)
      .values({ name: "X", party: "SP", position: "council" })
      .returning();
    await db.insert(electionVotes).values({ candidateId: candidate!.id, userId: user.id });
    expect(
      await sqlState(db.insert(electionVotes).values({ candidateId: candidate!.id, userId: user.id })),
    ).toBe("23505");
  });

  it("keeps role and isAdmin in step", async () => {
    expect(
      await sqlState(
        t.app.ctx.db.insert(users).values({ email: "x@example.ch", role: "admin", isAdmin: false }),
      ),
    ).toBe("23514");
  });

  it("removes a member's entries with the member and keeps their events without owner", async () => {
    const db = t.app.ctx.db;
    const { user } = await signUp(t.app);
    await db
      .insert(helpEntries)
      .values({ kind: "offer", title: "T", description: "D", name: "N", ownerUserId: user.id });
    const [event] = await db
      .insert(events)
      .values({ title: "E", eventDate: new Date(), userId: user.id })
      .returning();
    await db.execute(sql`delete from users where id = ${user.id}`);
    const [entries] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from help_entries where owner_user_id = ${user.id}`,
    );
    expect(entries?.n).toBe(0);
    const [kept] = await selectRows<{ user_id: string | null }>(
      db,
      sql`select user_id from events where id = ${event!.id}`,
    );
    expect(kept?.user_id).toBeNull();
  });
});
