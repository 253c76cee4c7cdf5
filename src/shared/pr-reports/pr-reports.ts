import type { PrDraftWriter } from "./pr-service-basics";

/** GET /api/pr-reports/{id} (spec portal-public §2 "PR report detail" and §7). */
export interface PrReportDetail {
  id: number;
  title: string;
  excerpt: string | null;
  content: string;
  imageUrl: string | null;
  companyName: string;
  companyDomain: string;
  publishedAt: string | null;
  createdAt: string;
  /** When an admin last changed it (title, company or text) after publication, for dateModified; else null. */
  modifiedAt: string | null;
  isPublished: boolean;
  /**
   * The ordering company's billing address, read by the payment page: only for whoever ordered
   * the report and for admins; the public reads null.
   */
  companyEmail: string | null;
  /**
   * Who wrote the draft and whether the company's website could be read: for the payment page, so only
   * for whoever ordered the report and for admins; the public reads null.
   */
  writtenBy: PrDraftWriter | null;
  fromWebsite: boolean | null;
}

export const PR_REPORT_NOT_FOUND = "PR-Bericht nicht gefunden";
