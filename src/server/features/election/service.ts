import { createHmac, hkdfSync } from "node:crypto";
import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { AuthUser } from "../../../shared/auth/auth";
import { addDays, calendarDayOf, isoDay, startOfDay } from "../../../shared/common/dates";
import {
  ALREADY_VOTED,
  type Candidate,
  type CandidateInput,
  type ElectionInfo,
  type ElectionPosition,
  type ElectionResults,
  POLL_CLOSED,
  tallyResults,
  UNKNOWN_CANDIDATE,
} from "../../../shared/election/election";
import { dayFromIso } from "../../../shared/events/series";
import type { Db, Tx } from "../../db/client";
import { auditLog, electionCandidates, electionSummary, electionVotes } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../lib/http-errors";
import { toCandidate } from "./presenter";

const CANDIDATE_NOT_FOUND = "Kandidatin oder Kandidat nicht gefunden";
const CANDIDATE_HAS_VOTES =
  "Für diese Person wurden bereits Stimmen abgegeben; sie kann nicht mehr gelöscht werden.";

/**
 * Who votes: a member by account, a visitor by a keyed hash of the address (never the address itself);
 * `browserVote` is the vote this browser cast before, whoever was signed in.
 */
export type Voter = ({ kind: "member"; userId: string } | { kind: "visitor" }) & {
  /** The keyed hash of the address the vote comes from, kept with members' votes too. */
  addressHash: string;
  browserVote?: number;
};

/** The key of the visitors' address hashes, derived from the session secret. */
export const deriveVoterKey = (sessionSecret: string) =>
  Buffer.from(hkdfSync("sha256", sessionSecret, "", "dorfportal election voters", 32));

export const hashVoterAddress = (key: Buffer, address: string) =>
  createHmac("sha256", key).update(address).digest("base64url");

const ballotOrder = [
  sql`${electionCandidates.position} = 'president' desc`,
  asc(electionCandidates.sortOrder),
];

export async function candidates(db: Db): Promise<Candidate[]> {
  const rows = await db
    .select()
    .from(electionCandidates)
    .orderBy(...ballotOrder, asc(electionCandidates.id));
  return rows.map(toCandidate);
}

/** Moves the results' version: in the transaction of every vote and every change of the candidates. */
async function bumpSummary(tx: Tx) {
  await tx
    .insert(electionSummary)
    .values({ id: 1, version: 1, lastUpdated: sql`now()` })
    .onConflictDoUpdate({
      target: electionSummary.id,
      set: { version: sql`${electionSummary.version} + 1`, lastUpdated: sql`now()` },
    });
}

/**
 * The election's day and whether the poll closed: it closes once that day has passed in the
 * municipality's time zone, by the clock alone, with no write. It runs while it is open and has a ballot
 * (without a day set it stays open, as the admins' form says).
 */
export async function electionInfo(db: Db | Tx, timeZone: string, now = new Date()): Promise<ElectionInfo> {
  const [[row], [candidate]] = await Promise.all([
    db.select({ electionDate: electionSummary.electionDate }).from(electionSummary),
    db.select({ id: electionCandidates.id }).from(electionCandidates).limit(1),
  ]);
  const electionDate = row?.electionDate ?? null;
  const closed = electionDate !== null && isoDay(calendarDayOf(now, timeZone)) > electionDate;
  return { electionDate, closed, running: !closed && candidate !== undefined };
}

/**
 * When the poll next changes by time alone: the midnight after election day, when it closes (the
 * response cache ends its answers and every page's header then).
 */
export async function nextElectionChange(db: Db, now: Date, timeZone: string): Promise<Date | null> {
  const [row] = await db.select({ electionDate: electionSummary.electionDate }).from(electionSummary);
  if (!row?.electionDate) return null;
  const closes = startOfDay(addDays(dayFromIso(row.electionDate), 1), timeZone);
  return closes > now ? closes : null;
}

export async function setElectionDate(db: Db, electionDate: string | null, actorUserId: string) {
  return db.transaction(async (tx) => {
    await tx
      .insert(electionSummary)
      .values({ id: 1, version: 1, lastUpdated: sql`now()`, electionDate })
      .onConflictDoUpdate({
        target: electionSummary.id,
        set: { electionDate, version: sql`${electionSummary.version} + 1` },
      });
    await tx.insert(auditLog).values({
      actorUserId,
      action: "election.date",
      entityType: "election",
      entityId: "1",
      details: { electionDate },
    });
  });
}

/** The results' version, read on every poll: the one cheap query a 304 costs. */
export async function resultsVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: electionSummary.version }).from(electionSummary);
  return row?.version ?? 0;
}

export async function electionResults(db: Db): Promise<ElectionResults & { version: number }> {
  return db.transaction(async (tx) => {
    const [summary] = await tx.select().from(electionSummary);
    const rows = await tx
      .select()
      .from(electionCandidates)
      .orderBy(...ballotOrder, asc(electionCandidates.id));
    const tally = tallyResults(
      rows.map((row) => ({
        candidateId: row.id,
        candidateName: row.name,
        party: row.party,
        position: row.position as ElectionPosition,
        voteCount: row.voteCount,
      })),
    );
    return {
      ...tally,
      lastUpdated: summary?.lastUpdated?.toISOString() ?? null,
      version: summary?.version ?? 0,
    };
  });
}

/**
 * A member has voted when their account has; a visitor when any vote came from their address or this
 * browser holds a vote (a member's included: signing out, or a private window, makes no second vote).
 */
export async function hasVoted(db: Db, voter: Voter): Promise<boolean> {
  const condition =
    voter.kind === "member"
      ? eq(electionVotes.userId, voter.userId)
      : or(
          eq(electionVotes.ipAddress, voter.addressHash),
          voter.browserVote ? eq(electionVotes.id, voter.browserVote) : undefined,
        );
  const [row] = await db.select({ id: electionVotes.id }).from(electionVotes).where(condition).limit(1);
  return row !== undefined;
}

/**
 * The visitor votes of this browser and of this address, which the member now signed in takes over: a
 * person's vote counts once, whether cast signed out first or not.
 */
async function takeOverVisitorVotes(tx: Tx, voter: Voter): Promise<void> {
  const replaced = await tx
    .delete(electionVotes)
    .where(
      and(
        isNull(electionVotes.userId),
        or(
          eq(electionVotes.ipAddress, voter.addressHash),
          voter.browserVote ? eq(electionVotes.id, voter.browserVote) : undefined,
        ),
      ),
    )
    .returning({ candidateId: electionVotes.candidateId });
  for (const { candidateId } of replaced) {
    await tx
      .update(electionCandidates)
      .set({ voteCount: sql`${electionCandidates.voteCount} - 1` })
      .where(eq(electionCandidates.id, candidateId));
  }
}

/**
 * One vote per member, and per address for visitors: the unique indexes decide, so that concurrent
 * attempts count once; the candidate's count moves in the same transaction. A member's vote replaces the
 * visitor vote cast in the same browser; a visitor cannot vote again in a browser that holds a vote.
 * Returns the vote's id, which the browser keeps.
 */
export async function castVote(
  db: Db,
  voter: Voter,
  candidateId: number,
  timeZone: string,
  now = new Date(),
): Promise<number> {
  if ((await electionInfo(db, timeZone, now)).closed) throw conflict(POLL_CLOSED);
  if (voter.kind === "visitor" && (await hasVoted(db, voter))) throw conflict(ALREADY_VOTED);
  return db.transaction(async (tx) => {
    const [candidate] = await tx
      .select({ id: electionCandidates.id })
      .from(electionCandidates)
      .where(eq(electionCandidates.id, candidateId));
    if (!candidate) throw badRequest(UNKNOWN_CANDIDATE);
    if (voter.kind === "member" && (await hasVoted(tx, voter))) throw conflict(ALREADY_VOTED);
    if (voter.kind === "member") await takeOverVisitorVotes(tx, voter);
    const inserted = await tx
      .insert(electionVotes)
      .values({
        candidateId,
        userId: voter.kind === "member" ? voter.userId : null,
        ipAddress: voter.addressHash,
      })
      .onConflictDoNothing()
      .returning({ id: electionVotes.id });
    if (inserted.length === 0) throw conflict(ALREADY_VOTED);
    await tx
      .update(electionCandidates)
      .set({ voteCount: sql`${electionCandidates.voteCount} + 1` })
      .where(eq(electionCandidates.id, candidateId));
    await bumpSummary(tx);
    return inserted[0]!.id;
  });
}

async function audit(tx: Tx, actorUserId: string, action: string, entityId: number, details: object) {
  await tx.insert(auditLog).values({
    actorUserId,
    action,
    entityType: "election_candidate",
    entityId: String(entityId),
    details,
  });
}

export async function createCandidate(db: Db, input: CandidateInput, actorUserId: string) {
  return db.transaction(async (tx) => {
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${electionCandidates.sortOrder}), -1)::int + 1` })
      .from(electionCandidates);
    const [row] = await tx
      .insert(electionCandidates)
      .values({ ...input, sortOrder: next })
      .returning();
    await audit(tx, actorUserId, "candidate.create", row!.id, { after: toCandidate(row!) });
    await bumpSummary(tx);
    return toCandidate(row!);
  });
}

/** The candidate a change is about, locked until the change is written (and its audit row with it). */
async function lockedCandidate(tx: Tx, id: number) {
  const [candidate] = await tx
    .select()
    .from(electionCandidates)
    .where(eq(electionCandidates.id, id))
    .for("update");
  if (!candidate) throw notFound(CANDIDATE_NOT_FOUND);
  return candidate;
}

export async function updateCandidate(db: Db, id: number, input: CandidateInput, actorUserId: string) {
  return db.transaction(async (tx) => {
    const before = await lockedCandidate(tx, id);
    const [row] = await tx
      .update(electionCandidates)
      .set(input)
      .where(eq(electionCandidates.id, id))
      .returning();
    await audit(tx, actorUserId, "candidate.update", id, {
      before: toCandidate(before),
      after: toCandidate(row!),
    });
    await bumpSummary(tx);
    return toCandidate(row!);
  });
}

/** A candidate leaves the ballot only while nobody has voted for them: votes are never thrown away. */
export async function deleteCandidate(db: Db, id: number, actorUserId: string) {
  await db.transaction(async (tx) => {
    const before = await lockedCandidate(tx, id);
    if (before.voteCount > 0) throw conflict(CANDIDATE_HAS_VOTES);
    await tx.delete(electionCandidates).where(eq(electionCandidates.id, id));
    await audit(tx, actorUserId, "candidate.delete", id, { before: toCandidate(before) });
    await bumpSummary(tx);
  });
}

/** The calls of the team's list of candidates (http/collection-routes.ts), bound to the database. */
export const candidateCollection = (db: Db) => ({
  list: () => candidates(db),
  create: (input: CandidateInput, actor: AuthUser) => createCandidate(db, input, actor.id),
  change: (id: number, input: CandidateInput, actor: AuthUser) => updateCandidate(db, id, input, actor.id),
  remove: (id: number, actor: AuthUser) => deleteCandidate(db, id, actor.id),
});
