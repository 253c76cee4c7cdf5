import type { FormEventHandler, ReactNode } from "react";
import { Field, Input } from "../../components/ui/field";
import type { AccountFields, AccountFormState } from "./useAccountForm";

/**
 * A text of an account form, registered with it (not held in state, see useAccountForm) and showing its
 * error.
 */
export function AccountTextField<T extends AccountFields>({
  form,
  name,
  label,
  type = "text",
  autoComplete,
}: {
  form: AccountFormState<T>;
  name: keyof T & string;
  label: string;
  type?: string;
  autoComplete: string;
}) {
  return (
    <Field label={label} error={{ message: form.errors[name] }}>
      {(props) => <Input {...props} type={type} autoComplete={autoComplete} {...form.register(name)} />}
    </Field>
  );
}

/** A password's field: typing hidden, and the browser told whether to offer the saved password or a new one. */
export function PasswordField<T extends AccountFields>(props: {
  form: AccountFormState<T>;
  name: keyof T & string;
  label: string;
  autoComplete: "current-password" | "new-password";
}) {
  return <AccountTextField {...props} type="password" />;
}

/** A password the member chooses now: the browser may suggest one, and the label says the minimum length. */
export function NewPasswordField<T extends AccountFields>({
  form,
  name,
  label = "Neues Passwort (mindestens 10 Zeichen)",
}: {
  form: AccountFormState<T>;
  name: keyof T & string;
  label?: string;
}) {
  return <PasswordField form={form} name={name} label={label} autoComplete="new-password" />;
}

/** How a form's outcome above its button looks: a refusal is announced at once, a confirmation politely. */
const outcomeClass = {
  alert: "rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900",
  status: "rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900",
};

function FormOutcome({ message, role }: { message: string | null; role: keyof typeof outcomeClass }) {
  if (!message) return null;
  return (
    <p role={role} className={outcomeClass[role]}>
      {message}
    </p>
  );
}

export function FormError({ message }: { message: string | null }) {
  return <FormOutcome message={message} role="alert" />;
}

export function FormNotice({ message }: { message: string | null }) {
  return <FormOutcome message={message} role="status" />;
}

/** A form of the account pages under its own heading, which names it for screen readers. */
export function AccountForm({
  headingId,
  heading,
  onSubmit,
  children,
}: {
  headingId: string;
  heading: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold">
        {heading}
      </h2>
      {children}
    </form>
  );
}
