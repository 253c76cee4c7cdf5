import { paths } from "../../../shared/common/paths";
import { LETTER_NOT_FOUND } from "../../../shared/letters/letters";
import { readerLetters } from "../../db/schema";
import { type ContributionKind, contributionModeration } from "../../lib/contribution-moderation";
import { toAdminLetter } from "./presenter";

/** Reader letters: an approved letter is published at once; the author reads the notes in the mail. */
const letters: ContributionKind<typeof readerLetters> = {
  table: readerLetters,
  entityType: "leserbrief",
  editorialKind: "letter",
  mailLabel: "Ihr Leserbrief",
  notFoundMessage: LETTER_NOT_FOUND,
  publicPath: paths.letter,
};

export const letterModeration = contributionModeration(letters, toAdminLetter);

export const { pending: pendingLetters, completed: completedLetters } = letterModeration;
