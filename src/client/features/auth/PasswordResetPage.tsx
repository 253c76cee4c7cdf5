import { useEffect, useState } from "react";
import type { PasswordResetInput, PasswordResetRequestInput } from "../../../shared/auth/auth";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { PageMeta } from "../../lib/head";
import { useSite } from "../../lib/site";
import { postForMessage, useAccountCall } from "./account-call";
import { AccountTextField, FormError, FormNotice, NewPasswordField } from "./fields";
import { tokenFromHash } from "./link-token";
import { useAccountForm } from "./useAccountForm";

const rules = () => import("../../../shared/auth/auth");
const requestSchema = async () => (await rules()).passwordResetRequestSchema;

function RequestForm() {
  const form = useAccountForm<PasswordResetRequestInput>(requestSchema, { email: "" });
  const [done, setDone] = useState<string | null>(null);
  const { error, run: submit } = useAccountCall(async (values: PasswordResetRequestInput) => {
    setDone(await postForMessage("/api/auth/password-reset/request", values));
  }, "Die Anfrage ist fehlgeschlagen. Bitte versuchen Sie es erneut.");
  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-4" aria-label="Link anfordern">
      <p className="text-stone-700">
        Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues
        Passwort festlegen.
      </p>
      <AccountTextField form={form} name="email" label="E-Mail" type="email" autoComplete="email" />
      <FormError message={error} />
      <FormNotice message={done} />
      <Button type="submit" disabled={form.isSubmitting}>
        Link anfordern
      </Button>
    </form>
  );
}

type NewPasswordInput = Pick<PasswordResetInput, "password">;
const newPasswordSchema = async () => (await rules()).passwordResetSchema.pick({ password: true });

function NewPasswordForm({ token }: { token: string }) {
  const form = useAccountForm<NewPasswordInput>(newPasswordSchema, { password: "" });
  const [done, setDone] = useState<string | null>(null);
  const { error, run: submit } = useAccountCall(async (values: NewPasswordInput) => {
    setDone(await postForMessage("/api/auth/password-reset", { token, password: values.password }));
  }, "Das Passwort konnte nicht geändert werden.");
  if (done)
    return (
      <div className="space-y-4">
        <FormNotice message={done} />
        <a href="/login" className="text-red-800 underline">
          Zur Anmeldung
        </a>
      </div>
    );
  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-4" aria-label="Neues Passwort">
      <NewPasswordField form={form} name="password" />
      <FormError message={error} />
      <Button type="submit" disabled={form.isSubmitting}>
        Passwort speichern
      </Button>
    </form>
  );
}

/** 'Passwort vergessen?': asks for a link, and, opened through that link, sets the new password. */
export function PasswordResetPage() {
  const { municipality } = useSite();
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    // The link may also be opened while this page is already shown: then only the fragment changes.
    const takeToken = () => {
      const fromLink = tokenFromHash(window.location.hash);
      if (!fromLink) return;
      setToken(fromLink);
      history.replaceState(null, "", window.location.pathname);
    };
    takeToken();
    window.addEventListener("hashchange", takeToken);
    return () => window.removeEventListener("hashchange", takeToken);
  }, []);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageMeta
        title={`Passwort vergessen – Dorfportal ${municipality}`}
        description="Ein neues Passwort für Ihr Konto festlegen."
        noindex
      />
      <h1 className="text-3xl font-bold">{token ? "Neues Passwort festlegen" : "Passwort vergessen?"}</h1>
      <Card className="p-6">{token ? <NewPasswordForm token={token} /> : <RequestForm />}</Card>
    </div>
  );
}
