import type { AdminLetter } from "../../../shared/admin";
import type { ModerationStatus } from "../../../shared/constants";
import { LETTER_NOT_FOUND } from "../../../shared/letters";
import { readerLetters } from "../../db/schema";
import {
  type ContributionKind,
  completedContributions,
  decideContribution,
  deleteContribution,
  pendingContributions,
} from "../../lib/contribution-moderation";
import type { ModerationContext } from "../../lib/moderation";

/** Reader letters: an approved letter is published at once; the author reads the notes in the mail. */
const letters: ContributionKind = {
  table: readerLetters,
  entityType: "leserbrief",
  mailLabel: "Ihr Leserbrief",
  notFoundMessage: LETTER_NOT_FOUND,
  publicPath: (slug) => `/leserbriefe/${encodeURIComponent(slug)}`,
};

type LetterRow = typeof readerLetters.$inferSelect;

const toAdminLetter = (row: LetterRow): AdminLetter => ({
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
});

export const pendingLetters = async (moderation: ModerationContext) =>
  (await pendingContributions(moderation, letters)).map((row) => toAdminLetter(row as LetterRow));

export const completedLetters = async (moderation: ModerationContext) =>
  (await completedContributions(moderation, letters)).map((row) => toAdminLetter(row as LetterRow));

export const approveLetter = async (
  moderation: ModerationContext,
  id: string,
  actorUserId: string,
  moderationNotes: string | null,
) =>
  toAdminLetter(
    (await decideContribution(moderation, letters, id, actorUserId, {
      approved: true,
      notes: moderationNotes,
    })) as LetterRow,
  );

export const rejectLetter = async (
  moderation: ModerationContext,
  id: string,
  actorUserId: string,
  moderationNotes: string | null,
) =>
  toAdminLetter(
    (await decideContribution(moderation, letters, id, actorUserId, {
      approved: false,
      notes: moderationNotes,
    })) as LetterRow,
  );

export const deleteLetter = (moderation: ModerationContext, id: string, actorUserId: string) =>
  deleteContribution(moderation, letters, id, actorUserId);
