import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
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
import { createdAt, oneOf, timestamps } from "./columns";

/** Vereine und Gruppen (issue 27): founded by a member, approved by the portal's team. */
export const groups = pgTable(
  "groups",
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    name: text().notNull(),
    kind: text().$type<GroupKind>().notNull(),
    visibility: text().$type<GroupVisibility>().notNull(),
    status: text().$type<GroupStatus>().notNull().default("pending"),
    description: text().notNull(),
    contactName: text(),
    contactEmail: text(),
    meetingPlace: text(),
    website: text(),
    membershipFee: text(),
    logoUrl: text(),
    coverUrl: text(),
    // The founder stays on record for the team's decision; the group outlives a deleted account.
    foundedByUserId: namesMember(),
    decidedByUserId: namesMember(),
    decidedAt: timestamp({ withTimezone: true }),
    decisionReason: text(),
    ...timestamps(),
  },
  (t) => [
    check("groups_kind_check", oneOf("kind", GROUP_KINDS)),
    check("groups_visibility_check", oneOf("visibility", GROUP_VISIBILITIES)),
    check("groups_status_check", oneOf("status", GROUP_STATUSES)),
    uniqueIndex("groups_slug_idx").on(t.slug),
    // Two groups of one name would confuse the village; folded, so that 'TV Suhr' and 'tv suhr' are one.
    uniqueIndex("groups_name_idx").on(sql`lower(${t.name})`),
    index("groups_directory_idx").on(t.status, t.visibility, t.name),
  ],
);

/** Who belongs to a group, in which role, and who asked to. */
export const groupMembers = pgTable(
  "group_members",
  {
    groupId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    // Deleting an account removes it from every group; its posts stay, as a former member's.
    userId: belongsToMember(),
    role: text().$type<GroupRole>().notNull().default("member"),
    status: text().$type<MembershipStatus>().notNull().default("member"),
    notificationLevel: text().$type<GroupNotificationLevel>().notNull().default("all"),
    requestedAt: createdAt(),
    joinedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    check("group_members_role_check", oneOf("role", GROUP_ROLES)),
    check("group_members_status_check", oneOf("status", MEMBERSHIP_STATUSES)),
    check("group_members_notification_check", oneOf("notification_level", GROUP_NOTIFICATION_LEVELS)),
    index("group_members_user_idx").on(t.userId),
  ],
);

/** Invitation links: only the token's hash is kept, as for sessions and mail links. */
export const groupInvitations = pgTable(
  "group_invitations",
  {
    id: serial().primaryKey(),
    groupId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    tokenHash: text().notNull(),
    createdByUserId: namesMember(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("group_invitations_token_idx").on(t.tokenHash),
    index("group_invitations_group_idx").on(t.groupId),
  ],
);

/** Umfragen inside a group: one ballot per member, its choices apart (without the voter when anonymous). */
export const groupPolls = pgTable(
  "group_polls",
  {
    id: serial().primaryKey(),
    groupId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    authorUserId: namesMember(),
    question: text().notNull(),
    multiple: boolean().notNull().default(false),
    anonymous: boolean().notNull().default(false),
    closesAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("group_polls_group_idx").on(t.groupId, t.createdAt.desc())],
);

export const groupPollOptions = pgTable(
  "group_poll_options",
  {
    id: serial().primaryKey(),
    pollId: integer()
      .notNull()
      .references(() => groupPolls.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    text: text().notNull(),
  },
  (t) => [uniqueIndex("group_poll_options_position_idx").on(t.pollId, t.position)],
);

/** That a member voted: the primary key makes a second ballot impossible, however many arrive at once. */
export const groupPollBallots = pgTable(
  "group_poll_ballots",
  {
    pollId: integer()
      .notNull()
      .references(() => groupPolls.id, { onDelete: "cascade" }),
    userId: belongsToMember(),
    votedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.userId] })],
);

/** What was chosen; the voter only where the poll is not anonymous (an account's removal keeps the count). */
export const groupPollChoices = pgTable(
  "group_poll_choices",
  {
    id: serial().primaryKey(),
    pollId: integer()
      .notNull()
      .references(() => groupPolls.id, { onDelete: "cascade" }),
    optionId: integer()
      .notNull()
      .references(() => groupPollOptions.id, { onDelete: "cascade" }),
    userId: namesMember(),
  },
  (t) => [index("group_poll_choices_poll_idx").on(t.pollId, t.optionId)],
);

/** A group's posts; an author whose account is gone leaves the post as a former member's. */
export const groupPosts = pgTable(
  "group_posts",
  {
    id: serial().primaryKey(),
    groupId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    authorUserId: namesMember(),
    body: text().notNull(),
    // Marked by the group's admins: what members who chose 'only announcements' are told of.
    announcement: boolean().notNull().default(false),
    pinned: boolean().notNull().default(false),
    version: integer().notNull().default(1),
    editedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index("group_posts_feed_idx").on(t.groupId, t.pinned, t.id.desc())],
);

export const groupPostComments = pgTable(
  "group_post_comments",
  {
    id: serial().primaryKey(),
    postId: integer()
      .notNull()
      .references(() => groupPosts.id, { onDelete: "cascade" }),
    authorUserId: namesMember(),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("group_post_comments_post_idx").on(t.postId, t.id)],
);

/** 'Gefällt mir': once per member and post. */
export const groupPostLikes = pgTable(
  "group_post_likes",
  {
    postId: integer()
      .notNull()
      .references(() => groupPosts.id, { onDelete: "cascade" }),
    userId: belongsToMember(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/**
 * Pictures and PDFs of posts, stored under the private prefix and served only by the group's download
 * route to whoever may read the post. Uploaded first (no post yet), attached when the post is written;
 * deleting the post deletes the rows, and with them every way to the files.
 */
export const groupPostAttachments = pgTable(
  "group_post_attachments",
  {
    id: text().primaryKey(),
    groupId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    postId: integer().references(() => groupPosts.id, { onDelete: "cascade" }),
    uploaderUserId: namesMember(),
    kind: text().$type<GroupAttachmentKind>().notNull(),
    name: text().notNull(),
    objectKey: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    width: integer(),
    height: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    check("group_post_attachments_kind_check", oneOf("kind", GROUP_ATTACHMENT_KINDS)),
    index("group_post_attachments_post_idx").on(t.postId),
    index("group_post_attachments_unattached_idx").on(t.createdAt).where(sql`${t.postId} is null`),
  ],
);
