import { and, asc, count, desc, eq } from "drizzle-orm";
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

/** The counts as they stand, and what the viewer chose (an anonymous poll keeps that only in their ballot). */
async function pollResults(db: Db | Tx, poll: PollRow, viewerId: string | undefined): Promise<GroupPoll> {
  const [options, choices, [voters], own] = await Promise.all([
    db
      .select()
      .from(groupPollOptions)
      .where(eq(groupPollOptions.pollId, poll.id))
      .orderBy(asc(groupPollOptions.position)),
    db
      .select({ optionId: groupPollChoices.optionId, votes: count() })
      .from(groupPollChoices)
      .where(eq(groupPollChoices.pollId, poll.id))
      .groupBy(groupPollChoices.optionId),
    db.select({ total: count() }).from(groupPollBallots).where(eq(groupPollBallots.pollId, poll.id)),
    viewerId ? ownChoice(db, poll, viewerId) : Promise.resolve(null),
  ]);
  const votes = new Map(choices.map((choice) => [choice.optionId, choice.votes]));
  return toGroupPoll(poll, options, votes, voters?.total ?? 0, own, isClosed(poll));
}

async function ownChoice(db: Db | Tx, poll: PollRow, viewerId: string): Promise<number[] | null> {
  const [ballot] = await db
    .select({ votedAt: groupPollBallots.votedAt })
    .from(groupPollBallots)
    .where(and(eq(groupPollBallots.pollId, poll.id), eq(groupPollBallots.userId, viewerId)));
  if (!ballot) return null;
  if (poll.anonymous) return [];
  const rows = await db
    .select({ optionId: groupPollChoices.optionId })
    .from(groupPollChoices)
    .where(and(eq(groupPollChoices.pollId, poll.id), eq(groupPollChoices.userId, viewerId)));
  return rows.map((row) => row.optionId).sort((a, b) => a - b);
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
  return Promise.all(polls.map((poll) => pollResults(db, poll, user?.id)));
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
