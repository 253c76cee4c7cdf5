import { useId } from "react";
import { BILLING_COUNTRIES, type BillingCountry } from "../../../shared/pr-reports/pr-service-basics";
import { Input, inputClass, Label } from "../../components/ui/field";

export interface BillingAddressInput {
  street: string;
  postalCode: string;
  city: string;
  country: BillingCountry;
}

export const EMPTY_BILLING_ADDRESS: BillingAddressInput = {
  street: "",
  postalCode: "",
  city: "",
  country: "CH",
};

export const isBillingAddressComplete = (address: BillingAddressInput) =>
  [address.street, address.postalCode, address.city].every((value) => value.trim().length > 0);

/** The company's address for its receipts (the server checks it, e.g. four-digit Swiss postal codes). */
export function BillingAddressFields({
  value,
  onChange,
}: {
  value: BillingAddressInput;
  onChange: (value: BillingAddressInput) => void;
}) {
  const id = useId();
  const set = (field: keyof BillingAddressInput) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium text-stone-900">Rechnungsadresse des Unternehmens</legend>
      <div>
        <Label htmlFor={`${id}-street`}>Strasse und Nr. *</Label>
        <Input
          id={`${id}-street`}
          required
          autoComplete="street-address"
          value={value.street}
          onChange={set("street")}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
        <div>
          <Label htmlFor={`${id}-postal`}>PLZ *</Label>
          <Input
            id={`${id}-postal`}
            required
            autoComplete="postal-code"
            inputMode="numeric"
            value={value.postalCode}
            onChange={set("postalCode")}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-city`}>Ort *</Label>
          <Input
            id={`${id}-city`}
            required
            autoComplete="address-level2"
            value={value.city}
            onChange={set("city")}
          />
        </div>
      </div>
      <div>
        <Label htmlFor={`${id}-country`}>Land</Label>
        <select
          id={`${id}-country`}
          autoComplete="country"
          className={inputClass}
          value={value.country}
          onChange={set("country")}
        >
          {Object.entries(BILLING_COUNTRIES).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
