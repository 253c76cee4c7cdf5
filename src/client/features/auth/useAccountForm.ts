import { type FormEvent, useCallback, useRef, useState } from "react";
import type { ZodType } from "zod";

/**
 * The account forms (sign-in, registration, password reset and change): a few text fields each, checked
 * by the server's zod schema when sent and again on every change after that, as react-hook-form did.
 * They are the first pages a newcomer opens, so they carry no form library: /login and
 * /passwort-vergessen stay within the public pages' budget (docs/performance.md). Zod loads with the
 * first check, not with the page.
 */
export type AccountFields = Record<string, string>;

export interface AccountFormState<T extends AccountFields> {
  register(name: keyof T & string): {
    name: string;
    defaultValue: string;
    ref: (element: HTMLInputElement | null) => void;
    onChange: () => void;
  };
  errors: Partial<Record<keyof T, string>>;
  isSubmitting: boolean;
  handleSubmit(submit: (values: T) => Promise<unknown>): (event: FormEvent<HTMLFormElement>) => Promise<void>;
  reset(): void;
}

/** Each field's first message, as the schema words it. */
function firstMessages<T>(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const errors: Partial<Record<keyof T, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as keyof T | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

export function useAccountForm<T extends AccountFields>(
  schema: () => Promise<ZodType<T>>,
  defaults: T,
): AccountFormState<T> {
  const inputs = useRef(new Map<keyof T, HTMLInputElement>());
  const sent = useRef(false);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const check = useCallback(async () => {
    const values = { ...defaults };
    for (const [name, input] of inputs.current) values[name] = input.value as T[keyof T];
    const result = (await schema()).safeParse(values);
    setErrors(result.success ? {} : firstMessages<T>(result.error.issues));
    return result;
  }, [schema, defaults]);

  return {
    register: (name) => ({
      name,
      defaultValue: defaults[name] ?? "",
      ref: (element) => {
        if (element) inputs.current.set(name, element);
        else inputs.current.delete(name);
      },
      onChange: () => {
        if (sent.current) void check();
      },
    }),
    errors,
    isSubmitting,
    handleSubmit: (submit) => async (event) => {
      event.preventDefault();
      sent.current = true;
      const result = await check();
      if (!result.success) {
        const first = result.error.issues[0]?.path[0] as keyof T | undefined;
        if (first !== undefined) inputs.current.get(first)?.focus();
        return;
      }
      setSubmitting(true);
      try {
        await submit(result.data);
      } finally {
        setSubmitting(false);
      }
    },
    reset: () => {
      for (const [name, input] of inputs.current) input.value = defaults[name] ?? "";
      sent.current = false;
      setErrors({});
    },
  };
}
