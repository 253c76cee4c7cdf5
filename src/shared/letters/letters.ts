import type { ReaderContribution } from "../contributions/contributions";

/** GET /api/leserbriefe/{slug} (spec portal-public §2 "Reader letter detail"). */
export interface LetterDetail extends ReaderContribution {
  topic: string | null;
  authorLocation: string | null;
}

export const LETTER_NOT_FOUND = "Leserbrief nicht gefunden";
