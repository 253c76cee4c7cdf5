import { eq } from "drizzle-orm";
import { addDays, calendarDayOf, zonedTime } from "../../../shared/common/dates";
import { slugFromTitle } from "../../../shared/common/slug";
import type { Tx } from "../client";
import {
  events,
  groupMembers,
  groupPollBallots,
  groupPollChoices,
  groupPollOptions,
  groupPolls,
  groupPosts,
  groups,
  users,
} from "../schema";
import { type SeedGroup, seedGroups } from "./group-content";
import { daysAgo } from "./schedule";

/** Inserts the demo groups, approved, with their people, posts, polls and events (inside the seed's transaction). */
export async function insertSeedGroups(
  tx: Tx,
  memberIds: string[],
  now: Date,
  demoMemberEmail: string,
  timeZone: string,
) {
  const [demoMember] = await tx.select({ id: users.id }).from(users).where(eq(users.email, demoMemberEmail));
  const idOf = (person: number | "demoMember") =>
    person === "demoMember" ? demoMember?.id : memberIds[person % memberIds.length];
  for (const [index, seed] of seedGroups.entries()) {
    const created = daysAgo(now, 40 + index * 7, 10);
    const [group] = await tx
      .insert(groups)
      .values({
        slug: slugFromTitle(seed.name),
        name: seed.name,
        kind: seed.kind,
        visibility: seed.visibility,
        status: "active",
        description: seed.description,
        contactName: seed.contactName,
        meetingPlace: seed.meetingPlace,
        website: seed.website,
        membershipFee: seed.membershipFee,
        foundedByUserId: idOf(seed.members[0]!.person) ?? null,
        decidedAt: created,
        createdAt: created,
      })
      .returning({ id: groups.id });
    if (!group) throw new Error("demo group not created");
    const seats = seed.members.flatMap(({ person, role, level }) => {
      const userId = idOf(person);
      return userId
        ? [
            {
              groupId: group.id,
              userId,
              role,
              status: "member" as const,
              notificationLevel: level,
              joinedAt: created,
            },
          ]
        : [];
    });
    const asked = (seed.requests ?? []).flatMap((person) => {
      const userId = idOf(person);
      return userId ? [{ groupId: group.id, userId, status: "requested" as const }] : [];
    });
    await tx.insert(groupMembers).values([...seats, ...asked]);
    for (const post of seed.posts) {
      await tx.insert(groupPosts).values({
        groupId: group.id,
        authorUserId: idOf(post.author),
        body: post.body,
        announcement: post.announcement ?? false,
        pinned: post.pinned ?? false,
        createdAt: daysAgo(now, post.daysAgo, 17),
      });
    }
    if (seed.poll) await insertSeedPoll(tx, group.id, seed.poll, idOf, now);
    if (seed.events)
      await insertSeedEvents(
        tx,
        { id: group.id, name: seed.name },
        seed.events,
        idOf(seed.members[0]!.person),
        {
          now,
          timeZone,
        },
      );
  }
}

/** A group's events as its admins make them (groups/events.ts): the group as organizer, told to nobody. */
async function insertSeedEvents(
  tx: Tx,
  group: { id: number; name: string },
  seedEvents: NonNullable<SeedGroup["events"]>,
  userId: string | undefined,
  { now, timeZone }: { now: Date; timeZone: string },
) {
  const today = calendarDayOf(now, timeZone);
  await tx.insert(events).values(
    seedEvents.map((event) => {
      const [hour = 0, minute = 0] = event.startTime.split(":").map(Number);
      return {
        slug: slugFromTitle(event.title),
        title: event.title,
        description: event.description,
        location: event.location,
        eventDate: zonedTime(addDays(today, event.daysAhead), hour, minute, timeZone),
        startTime: event.startTime,
        endTime: event.endTime ?? null,
        organizer: group.name,
        userId: userId ?? null,
        status: event.membersOnly ? ("members" as const) : ("approved" as const),
        groupId: group.id,
        notifiedAt: now,
        createdAt: daysAgo(now, 2, 9),
      };
    }),
  );
}

async function insertSeedPoll(
  tx: Tx,
  groupId: number,
  poll: NonNullable<SeedGroup["poll"]>,
  idOf: (person: number) => string | undefined,
  now: Date,
) {
  const [row] = await tx
    .insert(groupPolls)
    .values({
      groupId,
      authorUserId: idOf(poll.author),
      question: poll.question,
      multiple: poll.multiple ?? false,
      closesAt: new Date(now.getTime() + 14 * 86_400_000),
      createdAt: daysAgo(now, 3, 12),
    })
    .returning({ id: groupPolls.id });
  if (!row) throw new Error("demo poll not created");
  const options = await tx
    .insert(groupPollOptions)
    .values(poll.options.map((text, position) => ({ pollId: row.id, position, text })))
    .returning({ id: groupPollOptions.id, position: groupPollOptions.position });
  const optionAt = new Map(options.map((option) => [option.position, option.id]));
  for (const [person, chosen] of poll.votes) {
    const userId = idOf(person);
    if (!userId) continue;
    await tx.insert(groupPollBallots).values({ pollId: row.id, userId });
    await tx
      .insert(groupPollChoices)
      .values(chosen.map((position) => ({ pollId: row.id, optionId: optionAt.get(position)!, userId })));
  }
}
