import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import {
  GROUP_ATTACHMENT_KINDS,
  GROUP_KINDS,
  GROUP_NOTIFICATION_LEVELS,
  GROUP_ROLES,
  GROUP_STATUSES,
  GROUP_VISIBILITIES,
  type GroupAttachmentKind,
  type GroupKind,
  type GroupNotificationLevel,
  type GroupRole,
  type GroupStatus,
  type GroupVisibility,
  MEMBERSHIP_STATUSES,
  type MembershipStatus,
} from "../../../shared/groups/basics";
import { belongsToMember, namesMember } from "./accounts";
import { belongsTo, belongsToIfAny, createdAt, oneOf, timestamps } from "./columns";

/** Vereine und Gruppen (issue 27): founded by a member, approved by the portal's team. */
export const groups = pg.pgTable(
  "groups",
  {
    id: pg.serial().primaryKey(),
    slug: pg.text().notNull(),
    name: pg.text().notNull(),
    kind: pg.text().$type<GroupKind>().notNull(),
    visibility: pg.text().$type<GroupVisibility>().notNull(),
    status: pg.text().$type<GroupStatus>().notNull().default("pending"),
    description: pg.text().notNull(),
    contactName: pg.text(),
    contactEmail: pg.text(),
    meetingPlace: pg.text(),
    website: pg.text(),
    membershipFee: pg.text(),
    logoUrl: pg.text(),
    coverUrl: pg.text(),
    // The founder stays on record for the team's decision; the group outlives a deleted account.
    foundedByUserId: namesMember(),
    decidedByUserId: namesMember(),
    decidedAt: pg.timestamp({ withTimezone: true }),
    decisionReason: pg.text(),
    ...timestamps(),
  },
  (t) => [
    pg.check("groups_kind_check", oneOf("kind", GROUP_KINDS)),
    pg.check("groups_visibility_check", oneOf("visibility", GROUP_VISIBILITIES)),
    pg.check("groups_status_check", oneOf("status", GROUP_STATUSES)),
    pg.uniqueIndex("groups_slug_idx").on(t.slug),
    // Two groups of one name would confuse the village; folded, so that 'TV Suhr' and 'tv suhr' are one.
    pg.uniqueIndex("groups_name_idx").on(sql`lower(${t.name})`),
    pg.index("groups_directory_idx").on(t.status, t.visibility, t.name),
  ],
);

/** Who belongs to a group, in which role, and who asked to. */
export const groupMembers = pg.pgTable(
  "group_members",
  {
    groupId: belongsTo(() => groups.id),
    // Deleting an account removes it from every group; its posts stay, as a former member's.
    userId: belongsToMember(),
    role: pg.text().$type<GroupRole>().notNull().default("member"),
    status: pg.text().$type<MembershipStatus>().notNull().default("member"),
    notificationLevel: pg.text().$type<GroupNotificationLevel>().notNull().default("all"),
    requestedAt: createdAt(),
    joinedAt: pg.timestamp({ withTimezone: true }),
  },
  (t) => [
    pg.primaryKey({ columns: [t.groupId, t.userId] }),
    pg.check("group_members_role_check", oneOf("role", GROUP_ROLES)),
    pg.check("group_members_status_check", oneOf("status", MEMBERSHIP_STATUSES)),
    pg.check("group_members_notification_check", oneOf("notification_level", GROUP_NOTIFICATION_LEVELS)),
    pg.index("group_members_user_idx").on(t.userId),
  ],
);

/** Invitation links: only the token's hash is kept, as for sessions and mail links. */
export const groupInvitations = pg.pgTable(
  "group_invitations",
  {
    id: pg.serial().primaryKey(),
    groupId: belongsTo(() => groups.id),
    tokenHash: pg.text().notNull(),
    createdByUserId: namesMember(),
    createdAt: createdAt(),
    expiresAt: pg.timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    pg.uniqueIndex("group_invitations_token_idx").on(t.tokenHash),
    pg.index("group_invitations_group_idx").on(t.groupId),
  ],
);

/** Umfragen inside a group: one ballot per member, its choices apart (without the voter when anonymous). */
export const groupPolls = pg.pgTable(
  "group_polls",
  {
    id: pg.serial().primaryKey(),
    groupId: belongsTo(() => groups.id),
    authorUserId: namesMember(),
    question: pg.text().notNull(),
    multiple: pg.boolean().notNull().default(false),
    anonymous: pg.boolean().notNull().default(false),
    closesAt: pg.timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [pg.index("group_polls_group_idx").on(t.groupId, t.createdAt.desc())],
);

export const groupPollOptions = pg.pgTable(
  "group_poll_options",
  {
    id: pg.serial().primaryKey(),
    pollId: belongsTo(() => groupPolls.id),
    position: pg.integer().notNull(),
    text: pg.text().notNull(),
  },
  (t) => [pg.uniqueIndex("group_poll_options_position_idx").on(t.pollId, t.position)],
);

/** That a member voted: the primary key makes a second ballot impossible, however many arrive at once. */
export const groupPollBallots = pg.pgTable(
  "group_poll_ballots",
  {
    pollId: belongsTo(() => groupPolls.id),
    userId: belongsToMember(),
    votedAt: createdAt(),
  },
  (t) => [pg.primaryKey({ columns: [t.pollId, t.userId] })],
);

/** What was chosen; the voter only where the poll is not anonymous (an account's removal keeps the count). */
export const groupPollChoices = pg.pgTable(
  "group_poll_choices",
  {
    id: pg.serial().primaryKey(),
    pollId: belongsTo(() => groupPolls.id),
    optionId: belongsTo(() => groupPollOptions.id),
    userId: namesMember(),
  },
  (t) => [pg.index("group_poll_choices_poll_idx").on(t.pollId, t.optionId)],
);

/** A group's posts; an author whose account is gone leaves the post as a former member's. */
export const groupPosts = pg.pgTable(
  "group_posts",
  {
    id: pg.serial().primaryKey(),
    groupId: belongsTo(() => groups.id),
    authorUserId: namesMember(),
    body: pg.text().notNull(),
    // Marked by the group's admins: what members who chose 'only announcements' are told of.
    announcement: pg.boolean().notNull().default(false),
    pinned: pg.boolean().notNull().default(false),
    version: pg.integer().notNull().default(1),
    editedAt: pg.timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [pg.index("group_posts_feed_idx").on(t.groupId, t.pinned, t.id.desc())],
);

export const groupPostComments = pg.pgTable(
  "group_post_comments",
  {
    id: pg.serial().primaryKey(),
    postId: belongsTo(() => groupPosts.id),
    authorUserId: namesMember(),
    body: pg.text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.index("group_post_comments_post_idx").on(t.postId, t.id)],
);

/** 'Gefällt mir': once per member and post. */
export const groupPostLikes = pg.pgTable(
  "group_post_likes",
  {
    postId: belongsTo(() => groupPosts.id),
    userId: belongsToMember(),
    createdAt: createdAt(),
  },
  (t) => [pg.primaryKey({ columns: [t.postId, t.userId] })],
);

/**
 * Pictures and PDFs of posts, stored under the private prefix and served only by the group's download
 * route to whoever may read the post. Uploaded first (no post yet), attached when the post is written;
 * deleting the post deletes the rows, and with them every way to the files.
 */
export const groupPostAttachments = pg.pgTable(
  "group_post_attachments",
  {
    id: pg.text().primaryKey(),
    groupId: belongsTo(() => groups.id),
    postId: belongsToIfAny(() => groupPosts.id),
    uploaderUserId: namesMember(),
    kind: pg.text().$type<GroupAttachmentKind>().notNull(),
    name: pg.text().notNull(),
    objectKey: pg.text().notNull(),
    contentType: pg.text().notNull(),
    size: pg.integer().notNull(),
    width: pg.integer(),
    height: pg.integer(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.check("group_post_attachments_kind_check", oneOf("kind", GROUP_ATTACHMENT_KINDS)),
    pg.index("group_post_attachments_post_idx").on(t.postId),
    pg.index("group_post_attachments_unattached_idx").on(t.createdAt).where(sql`${t.postId} is null`),
  ],
);
