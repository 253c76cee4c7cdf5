import { queryOptions } from "@tanstack/react-query";
import type { PrReportDetail } from "../../../shared/pr-reports";

export const prReportQuery = (id: string) =>
  queryOptions<PrReportDetail>({ queryKey: ["/api/pr-reports", encodeURIComponent(id)] });
