import { type ComponentProps, useId } from "react";
import { BILLING_COUNTRIES, type BillingCountry } from "../../../shared/pr-reports/pr-service-basics";
import { Input, inputClass, Label } from "../../components/ui/field";

export interface BillingAddressInput {
  street: string;
  postalCode: string;
  city: string;
  country: BillingCountry;
}

/** The address lines a company must fill in (the country has a default). */
type AddressLine = Exclude<keyof BillingAddressInput, "country">;

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
  const line = (field: AddressLine, label: string, input: ComponentProps<"input">) => (
    <div>
      <Label htmlFor={`${id}-${field}`}>{label}</Label>
      <Input id={`${id}-${field}`} required {...input} value={value[field]} onChange={set(field)} />
    </div>
  );
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium text-stone-900">Rechnungsadresse des Unternehmens</legend>
      {line("street", "Strasse und Nr. *", { autoComplete: "street-address" })}
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
        {line("postalCode", "PLZ *", { autoComplete: "postal-code", inputMode: "numeric" })}
        {line("city", "Ort *", { autoComplete: "address-level2" })}
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
