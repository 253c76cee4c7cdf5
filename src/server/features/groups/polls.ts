import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { AuthUser } from "../../../shared/auth/auth";
import {
  type GroupPoll,
  POLL_ALREADY_VOTED,
  POLL_CLOSED,
  POLL_NOT_FOUND,
  POLL_ONE_CHOICE,
  POLL_UNKNOWN_OPTION,
} from "../../../shared/groups/basics";
import type { GroupPollInput } from "../../../shared/groups/groups";
import type { Db, Tx } from "../../db/client";
import { groupPollBallots, groupPollChoices, groupPollOptions, groupPolls } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../lib/http-errors";
import { assertCanReadGroupLife, assertCanTakePart } from "./policy";
import { toGroupPoll } from "./presenter";
import { groupForViewer } from "./service";

type PollRow = typeof groupPolls.$inferSelect;

/** A member's poll in the group: the question and its answers, in the order given. */
export async function createPoll(
  db: Db,
  user: AuthUser,
  slug: string,
  input: GroupPollInput,
): Promise<GroupPoll> {
  const { group, viewer } = await groupForViewer(db, slug, user);
  assertCanTakePart(viewer, group);
  const poll = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(groupPolls)
      .values({
        groupId: group.id,
        authorUserId: user.id,
        question: input.question,
        multiple: input.multiple,
        anonymous: input.anonymous,
        closesAt: input.closesAt,
      })
      .returning();
    if (!row) throw new Error("insert returned no poll");
    await tx
      .insert(groupPollOptions)
      .values(input.options.map((text, position) => ({ pollId: row.id, position, text })));
    return row;
  });
  return pollResults(db, poll, user.id);
}

async function pollOfGroup(db: Db | Tx, groupId: number, pollId: number): Promise<PollRow> {
  const [poll] = await db
    .select()
    .from(groupPolls)
    .where(and(eq(groupPolls.id, pollId), eq(groupPolls.groupId, groupId)));
  if (!poll) throw notFound(POLL_NOT_FOUND);
  return poll;
}

const isClosed = (poll: PollRow, now = new Date()) => poll.closesAt !== null && poll.closesAt <= now;

/**
 * The counts as they stand, and what the viewer chose (an anonymous poll keeps that only in their ballot),
 * for any number of polls in four statements: a group's list costs the same whether it holds one poll or
 * fifty.
 */
async function pollsResults(
  db: Db | Tx,
  polls: PollRow[],
  viewerId: string | undefined,
  now = new Date(),
): Promise<GroupPoll[]> {
  if (polls.length === 0) return [];
  const ids = polls.map((poll) => poll.id);
  const [options, choices, voters, own] = await Promise.all([
    db
      .select()
      .from(groupPollOptions)
      .where(inArray(groupPollOptions.pollId, ids))
      .orderBy(asc(groupPollOptions.pollId), asc(groupPollOptions.position)),
    db
      .select({ optionId: groupPollChoices.optionId, votes: count() })
      .from(groupPollChoices)
      .where(inArray(groupPollChoices.pollId, ids))
      .groupBy(groupPollChoices.optionId),
    db
      .select({ pollId: groupPollBallots.pollId, total: count() })
      .from(groupPollBallots)
      .where(inArray(groupPollBallots.pollId, ids))
      .groupBy(groupPollBallots.pollId),
    viewerId ? ownChoices(db, ids, viewerId) : Promise.resolve(new Map<number, number[]>()),
  ]);
  const votes = new Map(choices.map((choice) => [choice.optionId, choice.votes]));
  const votersOf = new Map(voters.map((row) => [row.pollId, row.total]));
  return polls.map((poll) => {
    const chosen = own.get(poll.id);
    return toGroupPoll(
      poll,
      options.filter((option) => option.pollId === poll.id),
      votes,
      votersOf.get(poll.id) ?? 0,
      chosen === undefined ? null : poll.anonymous ? [] : chosen,
      isClosed(poll, now),
    );
  });
}

async function pollResults(db: Db | Tx, poll: PollRow, viewerId: string | undefined): Promise<GroupPoll> {
  const [result] = await pollsResults(db, [poll], viewerId);
  if (!result) throw new Error("poll results missing");
  return result;
}

/**
 * The viewer's ballots among these polls, each with the options chosen: an anonymous poll's choices carry
 * no member, so its ballot joins none and says only that they voted.
 */
async function ownChoices(db: Db | Tx, pollIds: number[], viewerId: string): Promise<Map<number, number[]>> {
  const rows = await db
    .select({ pollId: groupPollBallots.pollId, optionId: groupPollChoices.optionId })
    .from(groupPollBallots)
    .leftJoin(
      groupPollChoices,
      and(eq(groupPollChoices.pollId, groupPollBallots.pollId), eq(groupPollChoices.userId, viewerId)),
    )
    .where(and(inArray(groupPollBallots.pollId, pollIds), eq(groupPollBallots.userId, viewerId)));
  const chosen = new Map<number, number[]>();
  for (const row of rows) {
    const list = chosen.get(row.pollId) ?? [];
    if (row.optionId !== null) list.push(row.optionId);
    chosen.set(row.pollId, list);
  }
  for (const list of chosen.values()) list.sort((a, b) => a - b);
  return chosen;
}

/** A poll with its counts, for whoever may read the group's life. */
export async function pollForViewer(
  db: Db,
  user: AuthUser | null,
  slug: string,
  pollId: number,
): Promise<GroupPoll> {
  const { group, viewer } = await groupForViewer(db, slug, user);
  assertCanReadGroupLife(viewer, group);
  return pollResults(db, await pollOfGroup(db, group.id, pollId), user?.id);
}

/** The group's polls, newest first. */
export async function groupPollList(db: Db, user: AuthUser | null, slug: string): Promise<GroupPoll[]> {
  const { group, viewer } = await groupForViewer(db, slug, user);
  assertCanReadGroupLife(viewer, group);
  const polls = await db
    .select()
    .from(groupPolls)
    .where(eq(groupPolls.groupId, group.id))
    .orderBy(desc(groupPolls.createdAt), desc(groupPolls.id));
  return pollsResults(db, polls, user?.id);
}

/**
 * One vote per member, however many arrive at once: the ballot's primary key admits the first, every
 * other hears 409, and its choices are written in the same transaction, so that a vote counts whole or
 * not at all.
 */
export async function votePoll(
  db: Db,
  user: AuthUser,
  slug: string,
  pollId: number,
  optionIds: number[],
): Promise<GroupPoll> {
  const { group, viewer } = await groupForViewer(db, slug, user);
  assertCanTakePart(viewer, group);
  const poll = await pollOfGroup(db, group.id, pollId);
  if (isClosed(poll)) throw conflict(POLL_CLOSED);
  const chosen = [...new Set(optionIds)];
  if (!poll.multiple && chosen.length !== 1) throw badRequest(POLL_ONE_CHOICE);
  const known = new Set(
    (
      await db
        .select({ id: groupPollOptions.id })
        .from(groupPollOptions)
        .where(eq(groupPollOptions.pollId, poll.id))
    ).map((option) => option.id),
  );
  if (chosen.some((id) => !known.has(id))) throw badRequest(POLL_UNKNOWN_OPTION);
  await db.transaction(async (tx) => {
    const [ballot] = await tx
      .insert(groupPollBallots)
      .values({ pollId: poll.id, userId: user.id })
      .onConflictDoNothing()
      .returning();
    if (!ballot) throw conflict(POLL_ALREADY_VOTED);
    await tx
      .insert(groupPollChoices)
      .values(
        chosen.map((optionId) => ({ pollId: poll.id, optionId, userId: poll.anonymous ? null : user.id })),
      );
  });
  return pollResults(db, poll, user.id);
}
