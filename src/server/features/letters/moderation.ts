import type { AdminLetter } from "../../../shared/admin/admin";
import type { ModerationStatus } from "../../../shared/common/constants";
import { paths } from "../../../shared/common/paths";
import { LETTER_NOT_FOUND } from "../../../shared/letters/letters";
import { readerLetters } from "../../db/schema";
import {
  type ContributionKind,
  contributionModeration,
  type ListedContribution,
} from "../../lib/contribution-moderation";

/** Reader letters: an approved letter is published at once; the author reads the notes in the mail. */
const letters: ContributionKind = {
  table: readerLetters,
  entityType: "leserbrief",
  editorialKind: "letter",
  mailLabel: "Ihr Leserbrief",
  notFoundMessage: LETTER_NOT_FOUND,
  publicPath: paths.letter,
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

export const letterModeration = contributionModeration(letters, toAdminLetter);

export const {
  pending: pendingLetters,
  completed: completedLetters,
  approve: approveLetter,
  reject: rejectLetter,
  remove: deleteLetter,
  edit: editLetter,
  revisions: letterRevisions,
  setPublished: setLetterPublished,
} = letterModeration;
