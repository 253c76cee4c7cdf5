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
  /** When an admin last renamed it (title or company), for dateModified; null when never. */
  modifiedAt: string | null;
  isPublished: boolean;
  /**
   * The ordering company's billing address, read by the payment page: only for whoever ordered
   * the report and for admins; the public reads null.
   */
  companyEmail: string | null;
}

export const PR_REPORT_NOT_FOUND = "PR-Bericht nicht gefunden";
