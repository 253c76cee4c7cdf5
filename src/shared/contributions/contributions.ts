import type { ModerationStatus } from "../common/constants";

/**
 * What reader letters and user articles share on their detail pages: written by a member, moderated
 * by the editorial team, then published. Never the author's e-mail or the moderation notes.
 */
export interface ReaderContribution {
  id: number;
  slug: string;
  title: string;
  content: string;
  authorName: string;
  imageUrl: string | null;
  isAiAssisted: boolean;
  originalPrompt: string | null;
  status: ModerationStatus;
  isPublished: boolean;
  publishedAt: string | null;
  createdAt: string;
}

/** Public once an admin approved and published it (docs/decisions.md "Reading: who sees what"). */
export const isPublicContribution = (contribution: { status: string; isPublished: boolean }) =>
  contribution.status === "approved" && contribution.isPublished;
