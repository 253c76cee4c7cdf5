import type {
  GroupAttachment,
  GroupAuthor,
  GroupComment,
  GroupDetail,
  GroupMember,
  GroupMembershipOfViewer,
  GroupPoll,
  GroupPost,
  GroupProfile,
  GroupRequest,
  GroupRole,
  GroupSummary,
} from "../../../shared/groups/basics";
import { FORMER_MEMBER } from "../../../shared/groups/basics";
import type {
  groupPollOptions,
  groupPolls,
  groupPostAttachments,
  groupPostComments,
  groupPosts,
  groups,
} from "../../db/schema";
import type { Membership } from "./policy";

export type GroupRow = typeof groups.$inferSelect;

const EXCERPT_LENGTH = 200;

/** The description's start as plain text: markdown marks and links out, cut at a word. */
export function groupExcerpt(description: string): string {
  const plain = description
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`~]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= EXCERPT_LENGTH) return plain;
  const cut = plain.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), EXCERPT_LENGTH / 2)).trimEnd()} …`;
}

export const toGroupSummary = (row: GroupRow, memberCount: number): GroupSummary => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  kind: row.kind,
  visibility: row.visibility,
  status: row.status,
  excerpt: groupExcerpt(row.description),
  logoUrl: row.logoUrl,
  memberCount,
});

export const toGroupProfile = (row: GroupRow, memberCount: number): GroupProfile => ({
  ...toGroupSummary(row, memberCount),
  description: row.description,
  contactName: row.contactName,
  contactEmail: row.contactEmail,
  meetingPlace: row.meetingPlace,
  website: row.website,
  membershipFee: row.membershipFee,
  coverUrl: row.coverUrl,
  createdAt: row.createdAt.toISOString(),
});

export const toViewerMembership = (
  membership: (Membership & { notificationLevel: string }) | null,
): GroupMembershipOfViewer => ({
  status: membership?.status ?? null,
  role: membership?.status === "member" ? membership.role : null,
  notificationLevel:
    membership?.status === "member"
      ? (membership.notificationLevel as GroupMembershipOfViewer["notificationLevel"])
      : null,
});

export const toGroupDetail = (
  row: GroupRow,
  memberCount: number,
  membership: (Membership & { notificationLevel: string }) | null,
): GroupDetail => ({ ...toGroupProfile(row, memberCount), viewer: toViewerMembership(membership) });

interface PersonRow {
  userId: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** A member's name as the group shows it; an account that is gone is a former member. */
export const personName = (person: PersonRow) =>
  person.userId === null
    ? FORMER_MEMBER
    : [person.firstName, person.lastName].filter(Boolean).join(" ").trim() || "Mitglied";

export const toGroupMember = (row: PersonRow & { role: GroupRole; joinedAt: Date | null }): GroupMember => ({
  userId: row.userId,
  name: personName(row),
  role: row.role,
  joinedAt: (row.joinedAt ?? new Date(0)).toISOString(),
});

export const toGroupRequest = (row: PersonRow & { userId: string; requestedAt: Date }): GroupRequest => ({
  userId: row.userId,
  name: personName(row),
  requestedAt: row.requestedAt.toISOString(),
});

export const toGroupPoll = (
  poll: typeof groupPolls.$inferSelect,
  options: Array<typeof groupPollOptions.$inferSelect>,
  votes: Map<number, number>,
  voters: number,
  ownChoice: number[] | null,
  closed: boolean,
): GroupPoll => ({
  id: poll.id,
  question: poll.question,
  multiple: poll.multiple,
  anonymous: poll.anonymous,
  closesAt: poll.closesAt?.toISOString() ?? null,
  closed,
  options: options.map((option) => ({ id: option.id, text: option.text, votes: votes.get(option.id) ?? 0 })),
  voters,
  ownChoice,
  createdAt: poll.createdAt.toISOString(),
});

/**
 * Who wrote a post or a comment, as the group shows it: whoever is no longer among its members (left,
 * removed, account deleted) is a former member, without name or id, as in the group's conversation.
 */
export const groupAuthor = (person: PersonRow & { isMember: boolean }): GroupAuthor =>
  person.userId !== null && person.isMember
    ? { userId: person.userId, name: personName(person) }
    : { userId: null, name: FORMER_MEMBER };

export const toGroupComment = (
  comment: typeof groupPostComments.$inferSelect,
  author: GroupAuthor,
  may: { mayDelete: boolean; mayReport: boolean },
): GroupComment => ({
  id: comment.id,
  body: comment.body,
  author,
  createdAt: comment.createdAt.toISOString(),
  ...may,
});

export const toGroupPost = (
  post: typeof groupPosts.$inferSelect,
  about: {
    author: GroupAuthor;
    comments: GroupComment[];
    attachments: GroupAttachment[];
    likes: number;
    likedByViewer: boolean;
    mayEdit: boolean;
    mayDelete: boolean;
    mayReport: boolean;
  },
): GroupPost => ({
  id: post.id,
  body: post.body,
  announcement: post.announcement,
  pinned: post.pinned,
  author: about.author,
  createdAt: post.createdAt.toISOString(),
  editedAt: post.editedAt?.toISOString() ?? null,
  likes: about.likes,
  likedByViewer: about.likedByViewer,
  comments: about.comments,
  attachments: about.attachments,
  mayEdit: about.mayEdit,
  mayDelete: about.mayDelete,
  mayReport: about.mayReport,
});

/** A post's file at the group's download route (never the store's own address). */
export const toGroupAttachment = (
  slug: string,
  row: typeof groupPostAttachments.$inferSelect,
): GroupAttachment => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  url: `/api/groups/${slug}/attachments/${row.id}`,
  size: row.size,
  ...(row.width !== null && row.height !== null ? { width: row.width, height: row.height } : {}),
});
