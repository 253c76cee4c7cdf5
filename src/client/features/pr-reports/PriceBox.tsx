import { PR_FREE_TRIAL_DAYS, PR_MONTHLY_PRICE_CHF } from "../../../shared/common/constants";

/** The subscription's price model, as the payment page states it (spec portal-public §2). */
export function PriceBox() {
  return (
    <aside aria-labelledby="price-model" className="rounded-lg border border-amber-300 bg-amber-50 p-5">
      <h2 id="price-model" className="text-lg font-semibold text-stone-900">
        Preismodell
      </h2>
      <ul className="mt-2 space-y-1 text-stone-800">
        <li>{PR_FREE_TRIAL_DAYS} Tage kostenlos nach Freigabe durch den Admin</li>
        <li>Danach {PR_MONTHLY_PRICE_CHF} CHF pro Monat</li>
        <li>Jederzeit kündbar</li>
      </ul>
    </aside>
  );
}
