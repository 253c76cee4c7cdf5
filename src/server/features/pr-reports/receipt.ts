import { createHash } from "node:crypto";
import { SWISS_VAT_RATE_PERCENT } from "../../../shared/common/constants";
import { formatLongDate } from "../../../shared/common/dates";
import { BILLING_COUNTRIES, formatChf, type PrReceiptSummary } from "../../../shared/pr-reports/pr-service";
import type { Config } from "../../config";
import { xmlText as html } from "../feeds/service";
import type { PrReportRow } from "./lifecycle";
import { billingAddressOf } from "./orders";

const RECEIPT_STYLE = `
body{font-family:system-ui,sans-serif;color:#1c1917;max-width:42rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
h1{font-size:1.75rem;margin:2rem 0 .5rem}table{width:100%;border-collapse:collapse;margin:1.5rem 0}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid #d6d3d1;vertical-align:top}td.amount{text-align:right;white-space:nowrap}
.grid{display:flex;flex-wrap:wrap;gap:2rem;justify-content:space-between}.muted{color:#57534e;font-size:.875rem}
@media print{.screen-only{display:none}body{margin:0}}
`;

/**
 * The receipt's own Content-Security-Policy: nothing may load or run, only its one style block, named by
 * its hash (the portal's default policy for answers other than pages refuses inline style).
 */
export const RECEIPT_CSP = `default-src 'none'; style-src 'sha256-${createHash("sha256").update(RECEIPT_STYLE).digest("base64")}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

type ReceiptConfig = Pick<Config, "municipality" | "timeZone" | "editorialEmail" | "publisher">;

/**
 * What the receipt says about VAT. Liechtenstein belongs to the Swiss VAT area; a company abroad
 * receives the service where it is based (MWSTG Art. 8 Abs. 1), so no Swiss VAT is charged.
 */
export function vatNote(config: ReceiptConfig, country: string | null, amountRappen: number): string {
  if (!config.publisher.vatId) {
    return `${config.publisher.name} ist nicht mehrwertsteuerpflichtig; der Betrag enthält keine MWST.`;
  }
  if (country && country !== "CH" && country !== "LI") {
    return `Leistung an ein Unternehmen im Ausland: nicht der Schweizer MWST unterstellt (Empfängerortsprinzip, Art. 8 Abs. 1 MWSTG). MWST-Nr. ${config.publisher.vatId}.`;
  }
  const vat = Math.round((amountRappen * SWISS_VAT_RATE_PERCENT) / (100 + SWISS_VAT_RATE_PERCENT));
  return `Im Betrag enthalten: ${SWISS_VAT_RATE_PERCENT.toFixed(1)} % MWST, ${formatChf(vat)}. MWST-Nr. ${config.publisher.vatId}.`;
}

/** A receipt as a page of its own, printable (or saved as PDF) from the browser, with the legal details. */
export function receiptHtml(config: ReceiptConfig, row: PrReportRow, receipt: PrReceiptSummary): string {
  const day = (iso: string) => formatLongDate(iso, config.timeZone);
  const address = billingAddressOf(row);
  const customer = [
    row.companyName,
    ...(address
      ? [address.street, `${address.postalCode} ${address.city}`, BILLING_COUNTRIES[address.country]]
      : [row.companyDomain]),
    ...(row.companyEmail ? [row.companyEmail] : []),
  ];
  const publisher = [
    config.publisher.name,
    ...(config.publisher.address ? [config.publisher.address] : []),
    config.editorialEmail,
  ];
  const lines = (values: string[]) => values.map(html).join("<br>");
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Quittung ${html(receipt.id)} – ${html(config.publisher.name)}</title>
<style>${RECEIPT_STYLE}</style>
</head>
<body>
<main>
<div class="grid">
<address><strong>${lines(publisher.slice(0, 1))}</strong><br>${lines(publisher.slice(1))}</address>
<address aria-label="Kunde">${lines(customer)}</address>
</div>
<h1>Quittung</h1>
<p>Nummer: ${html(receipt.id)}<br>Datum: ${html(day(receipt.paidAt))}</p>
<table>
<thead><tr><th scope="col">Leistung</th><th scope="col" class="amount">Betrag</th></tr></thead>
<tbody>
<tr><td>Veröffentlichung des PR-Berichts «${html(row.title)}» auf dem Dorfportal ${html(config.municipality)}, Abonnement vom ${html(day(receipt.periodStart))} bis ${html(day(receipt.periodEnd))}</td><td class="amount">${formatChf(receipt.amountRappen)}</td></tr>
</tbody>
<tfoot><tr><th scope="row">Total bezahlt am ${html(day(receipt.paidAt))}</th><td class="amount"><strong>${formatChf(receipt.amountRappen)}</strong></td></tr></tfoot>
</table>
<p>${html(vatNote(config, address?.country ?? null, receipt.amountRappen))}</p>
<p class="muted">Der Betrag wurde mit der hinterlegten Zahlungsmethode beglichen. Diese Quittung wurde elektronisch erstellt und ist ohne Unterschrift gültig.</p>
<p class="muted screen-only">Zum Drucken oder Speichern als PDF: Drucken im Browser (Ctrl+P, auf dem Mac ⌘P).</p>
</main>
</body>
</html>`;
}
