import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "wouter";
import { formatLongDate } from "../../../shared/common/dates";
import type { OwnPrReport, PrReceiptSummary } from "../../../shared/pr-reports/pr-service";
import {
  formatChf,
  isPrDraft,
  isPrSubscriptionRunning,
  mayHavePrReceipts,
} from "../../../shared/pr-reports/pr-service-basics";
import { Button, buttonClass } from "../../components/ui/button";
import { failureToast } from "../../components/ui/failure-toast";
import { toast } from "../../components/ui/use-toast";
import { apiRequest } from "../../lib/api";
import { useSite } from "../../lib/site";
import { ConfirmDialog } from "../admin/ConfirmDialog";
import { Dates, OwnList } from "./OwnItemLists";
import { ownPrReportsQuery } from "./ownItems";

const stateClass: Record<OwnPrReport["stage"], string> = {
  ordered: "border-stone-300 bg-stone-50 text-stone-800",
  awaiting_approval: "border-amber-300 bg-amber-50 text-amber-900",
  free_trial: "border-green-300 bg-green-50 text-green-900",
  paid: "border-green-300 bg-green-50 text-green-900",
  cancelled: "border-stone-300 bg-stone-100 text-stone-800",
  rejected: "border-red-300 bg-red-50 text-red-900",
};

/** The order's one state line (the server words it, the same as in the administration). */
function StateLine({ report }: { report: OwnPrReport }) {
  const tone =
    report.cancelAt && report.stage !== "cancelled" ? stateClass.cancelled : stateClass[report.stage];
  return (
    <p className={`mt-2 rounded-md border px-3 py-2 text-sm font-medium ${tone}`} data-testid="pr-state-line">
      {report.stateLine}
    </p>
  );
}

/** The paid periods' receipts, each a printable page of its own. */
function Receipts({ reportId }: { reportId: number }) {
  const { timeZone } = useSite();
  const query = useQuery<{ receipts: PrReceiptSummary[] }>({
    queryKey: [`/api/pr-reports/${reportId}/receipts`],
  });
  const receipts = query.data?.receipts ?? [];
  if (receipts.length === 0) return null;
  return (
    <div className="mt-3">
      <h4 className="text-sm font-semibold text-stone-900">Quittungen</h4>
      <ul className="mt-1 space-y-1 text-sm">
        {receipts.map((receipt) => (
          <li key={receipt.id}>
            <a href={receipt.url} target="_blank" rel="noopener" className="text-red-800 underline">
              Quittung vom {formatLongDate(receipt.paidAt, timeZone)}, {formatChf(receipt.amountRappen)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function useOrderAction(reportId: number, method: "DELETE" | "POST", url: string, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(method, url),
    onSuccess: async () => {
      toast({ title: done });
      await queryClient.invalidateQueries({ queryKey: ownPrReportsQuery.queryKey });
      await queryClient.invalidateQueries({ queryKey: [`/api/pr-reports/${reportId}/receipts`] });
    },
    onError: (error) => failureToast(error),
  });
}

/** One order step behind a confirmation whose title asks the button's words. */
function ConfirmedOrderAction({
  action,
  label,
  question,
  confirmLabel,
}: {
  action: ReturnType<typeof useOrderAction>;
  label: string;
  question: string;
  confirmLabel: string;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" disabled={action.isPending}>
          {label}
        </Button>
      }
      title={`${label}?`}
      question={question}
      confirmLabel={confirmLabel}
      onConfirm={() => action.mutate()}
    />
  );
}

/** What the company can do next: continue or delete a draft, cancel a running subscription. */
function OrderActions({ report }: { report: OwnPrReport }) {
  const { timeZone } = useSite();
  const remove = useOrderAction(report.id, "DELETE", `/api/pr-reports/${report.id}`, "Entwurf gelöscht");
  const cancel = useOrderAction(
    report.id,
    "POST",
    `/api/pr-reports/${report.id}/cancel`,
    "Abonnement gekündigt",
  );
  if (isPrDraft(report.stage)) {
    return (
      <div className="mt-3 flex flex-wrap gap-2">
        <Link href={`/pr-payment/${report.id}`} className={buttonClass("primary")}>
          Bestellung fortsetzen
        </Link>
        <ConfirmedOrderAction
          action={remove}
          label="Entwurf löschen"
          question={`Der Entwurf «${report.title}» wird gelöscht. Es wurde nichts bestellt und nichts abgebucht.`}
          confirmLabel="Löschen"
        />
      </div>
    );
  }
  if (!isPrSubscriptionRunning(report.stage) || report.cancelAt) return null;
  const end = report.stage === "free_trial" ? report.freeTrialEndsAt : report.nextChargeAt;
  return (
    <div className="mt-3">
      <ConfirmedOrderAction
        action={cancel}
        label="Abonnement kündigen"
        question={`Die Kündigung gilt auf das Ende der laufenden Periode${
          end ? ` (${formatLongDate(end, timeZone)})` : ""
        }. Bis dahin bleibt der Bericht veröffentlicht, danach wird nichts mehr abgebucht.`}
        confirmLabel="Kündigen"
      />
    </div>
  );
}

/** Profile tab 'Meine PR-Berichte': each order with its state line, its next step and its receipts. */
export function OwnPrReports() {
  return (
    <OwnList
      query={ownPrReportsQuery}
      empty="Sie haben noch keine PR-Berichte bestellt."
      action={{ href: "/pr-service", label: "Zum PR-Service" }}
      itemTestId="own-pr-report"
      render={(report) => (
        <>
          <h3 className="text-lg font-semibold break-words">{report.title}</h3>
          <p className="mt-1 text-sm text-stone-600">
            {report.companyName} · {report.companyDomain}
          </p>
          <StateLine report={report} />
          <Dates createdAt={report.createdAt} publishedAt={report.publishedAt} />
          <OrderActions report={report} />
          {mayHavePrReceipts(report.stage) ? <Receipts reportId={report.id} /> : null}
        </>
      )}
    />
  );
}
