import { and, asc, eq, gte, inArray, or } from "drizzle-orm";
import type { AuthUser } from "../../../shared/auth/auth";
import { calendarDayOf, startOfDay } from "../../../shared/common/dates";
import { GROUP_EVENT_PRIVATE_GROUP, type GroupEvent } from "../../../shared/groups/basics";
import type { GroupEventInput } from "../../../shared/groups/groups";
import type { Db } from "../../db/client";
import { events, groupMembers, groups } from "../../db/schema";
import { signUnsubscribe, verifyUnsubscribe } from "../../http/one-click";
import { badRequest } from "../../lib/http-errors";
import { type EventRow, toCalendarEvent } from "../events/presenter";
import { submitEvent } from "../events/service";
import { assertCanManageGroup, assertCanSeeGroup, assertGroupActive, isGroupMember } from "./policy";
import { groupForViewer } from "./service";

const toGroupEvent = (row: EventRow): GroupEvent => ({
  ...toCalendarEvent(row),
  membersOnly: row.status === "members",
});

/**
 * A group admin's event: public ones are approved at once and in the village's calendar (and its feed)
 * with the group as organizer; members-only ones stay in the group. A private group's events are always
 * for its members: a public one would tell the village that the group exists.
 *
 * The group's row stays locked (share mode) until the event is stored: a switch to private or a suspension
 * (which take the group's public events back in the same transaction) either waits and then takes this
 * event back too, or came first and is what the check reads — never a public event of a private group.
 */
export async function createGroupEvent(
  db: Db,
  user: AuthUser,
  slug: string,
  input: GroupEventInput,
  timeZone: string,
): Promise<GroupEvent> {
  return db.transaction(async (tx) => {
    const { group, viewer } = await groupForViewer(tx, slug, user, "share");
    assertCanManageGroup(viewer, group);
    assertGroupActive(group);
    if (group.visibility === "private" && !input.membersOnly) throw badRequest(GROUP_EVENT_PRIVATE_GROUP);
    const { membersOnly, ...event } = input;
    const created = await submitEvent(
      tx,
      { ...event, organizer: group.name },
      user.id,
      timeZone,
      new Date(),
      {
        status: membersOnly ? "members" : "approved",
        groupId: group.id,
      },
    );
    const [row] = await tx.select().from(events).where(eq(events.id, created.id));
    if (!row) throw new Error("event not stored");
    return toGroupEvent(row);
  });
}

/** Events of a day in the site's zone and later. */
const comingFrom = (now: Date, timeZone: string) =>
  gte(events.eventDate, startOfDay(calendarDayOf(now, timeZone), timeZone));

/** The group's coming events: the public ones for whoever sees the group, the others for its members. */
export async function groupEvents(
  db: Db,
  user: AuthUser | null,
  slug: string,
  timeZone: string,
  now = new Date(),
): Promise<GroupEvent[]> {
  const { group, viewer } = await groupForViewer(db, slug, user);
  assertCanSeeGroup(viewer, group);
  const statuses = isGroupMember(viewer) ? ["approved", "members"] : ["approved"];
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.groupId, group.id), inArray(events.status, statuses), comingFrom(now, timeZone)))
    .orderBy(asc(events.eventDate));
  return rows.map(toGroupEvent);
}

/**
 * A member's own calendar feed: the coming events of every active group they belong to, members-only ones
 * included. Read by calendar apps through a secret address (routes.ts), never with a session.
 */
export async function memberGroupEvents(db: Db, memberId: string, timeZone: string, now = new Date()) {
  return db
    .select({ event: events })
    .from(events)
    .innerJoin(groupMembers, and(eq(groupMembers.groupId, events.groupId), eq(groupMembers.userId, memberId)))
    .innerJoin(groups, eq(groups.id, events.groupId))
    .where(
      and(
        eq(groupMembers.status, "member"),
        eq(groups.status, "active"),
        or(eq(events.status, "approved"), eq(events.status, "members")),
        comingFrom(now, timeZone),
      ),
    )
    .orderBy(asc(events.eventDate))
    .then((rows) => rows.map((row) => row.event));
}

/** The calendar feed's secret: the member's id, signed with the key of the site's one-click links. */
const GROUP_CALENDAR = "group-calendar";
export const groupCalendarToken = (key: Buffer, memberId: string) =>
  signUnsubscribe(key, GROUP_CALENDAR, memberId);
export const groupCalendarMember = (key: Buffer, token: string) =>
  verifyUnsubscribe(key, GROUP_CALENDAR, token);
