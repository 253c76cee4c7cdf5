import { queryOptions } from "@tanstack/react-query";
import type { PrReportDetail } from "../../../shared/pr-reports/pr-reports";
import type { PaymentMode } from "../../../shared/pr-reports/pr-service";

export const prReportQuery = (id: string) =>
  queryOptions<PrReportDetail>({ queryKey: ["/api/pr-reports", encodeURIComponent(id)] });

export const paymentModeQuery = () => queryOptions<PaymentMode>({ queryKey: ["/api/pr-payment-mode"] });
