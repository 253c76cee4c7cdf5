import type { AdminLetter } from "../../../shared/admin";
import type { ModerationStatus } from "../../../shared/constants";
import { LETTER_NOT_FOUND } from "../../../shared/letters";
import type { ContributionEdit } from "../../../shared/reader-reporter";
import { readerLetters } from "../../db/schema";
import {
  type ContributionKind,
  completedContributions,
  contributionRevisions,
  decideContribution,
  deleteContribution,
  editContribution,
  type ListedContribution,
  pendingContributions,
  setContributionPublished,
} from "../../lib/contribution-moderation";
import type { ModerationContext } from "../../lib/moderation";
import type { Saver } from "../newsroom/lifecycle";

/** Reader letters: an approved letter is published at once; the author reads the notes in the mail. */
const letters: ContributionKind = {
  table: readerLetters,
  entityType: "leserbrief",
  editorialKind: "letter",
  mailLabel: "Ihr Leserbrief",
  notFoundMessage: LETTER_NOT_FOUND,
  publicPath: (slug) => `/leserbriefe/${encodeURIComponent(slug)}`,
};

type LetterRow = typeof readerLetters.$inferSelect;

const toAdminLetter = (listed: ListedContribution): AdminLetter => {
  const row = listed.row as LetterRow;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    topic: row.topic,
    content: row.content,
    authorName: row.authorName,
    authorEmail: row.authorEmail,
    authorLocation: row.authorLocation,
    isAiAssisted: row.isAiAssisted,
    status: row.status as ModerationStatus,
    isApproved: row.isApproved,
    isPublished: row.isPublished,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    moderationNotes: row.moderationNotes,
    editedByTeam: listed.editedByTeam,
    imageUrl: row.imageUrl,
  };
};

export const pendingLetters = async (moderation: ModerationContext) =>
  (await pendingContributions(moderation, letters)).map(toAdminLetter);

export const completedLetters = async (moderation: ModerationContext) =>
  (await completedContributions(moderation, letters)).map(toAdminLetter);

export const approveLetter = async (
  moderation: ModerationContext,
  id: string,
  actorUserId: string,
  moderationNotes: string | null,
) =>
  toAdminLetter(
    await decideContribution(moderation, letters, id, actorUserId, {
      approved: true,
      notes: moderationNotes,
    }),
  );

export const rejectLetter = async (
  moderation: ModerationContext,
  id: string,
  actorUserId: string,
  moderationNotes: string | null,
) =>
  toAdminLetter(
    await decideContribution(moderation, letters, id, actorUserId, {
      approved: false,
      notes: moderationNotes,
    }),
  );

export const deleteLetter = (moderation: ModerationContext, id: string, actorUserId: string) =>
  deleteContribution(moderation, letters, id, actorUserId);

export const editLetter = async (
  moderation: ModerationContext,
  id: string,
  editor: Saver & { id: string },
  edit: ContributionEdit,
) => toAdminLetter(await editContribution(moderation, letters, id, editor, edit));

export const letterRevisions = (moderation: ModerationContext, id: string) =>
  contributionRevisions(moderation, letters, id);

export const setLetterPublished = async (
  moderation: ModerationContext,
  id: string,
  actorUserId: string,
  published: boolean,
) => toAdminLetter(await setContributionPublished(moderation, letters, id, actorUserId, published));
