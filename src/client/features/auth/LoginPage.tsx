import { useEffect, useState } from "react";
import { useSearch } from "wouter";
import type { LoginInput, RegisterInput } from "../../../shared/auth/auth";
import { safeReturnTo } from "../../../shared/common/return-to";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { apiRequest } from "../../lib/api";
import { PageMeta } from "../../lib/head";
import { useSite } from "../../lib/site";
import { postForMessage, useAccountCall } from "./account-call";
import {
  AccountForm,
  AccountTextField,
  FormError,
  FormNotice,
  NewPasswordField,
  PasswordField,
} from "./fields";
import { useAccountForm } from "./useAccountForm";
import { loginHref, useAuth } from "./useAuth";

const rules = () => import("../../../shared/auth/auth");
const loginSchema = async () => (await rules()).loginSchema;
const registerSchema = async () => (await rules()).registerSchema;

function SignInForm({ returnTo }: { returnTo: string }) {
  const form = useAccountForm<LoginInput>(loginSchema, { email: "", password: "" });
  const { error, run: submit } = useAccountCall(async (values: LoginInput) => {
    await apiRequest("POST", "/api/auth/login", values);
    // A full load gives every page its signed-in data from the server.
    window.location.assign(returnTo);
  }, "Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.");
  return (
    <AccountForm headingId="login-heading" heading="Anmelden" onSubmit={form.handleSubmit(submit)}>
      <AccountTextField form={form} name="email" label="E-Mail" type="email" autoComplete="email" />
      <PasswordField form={form} name="password" label="Passwort" autoComplete="current-password" />
      <FormError message={error} />
      <Button type="submit" disabled={form.isSubmitting} className="w-full">
        {form.isSubmitting ? "Wird angemeldet..." : "Anmelden"}
      </Button>
      <p className="text-sm">
        <a href="/passwort-vergessen" className="text-red-800 underline">
          Passwort vergessen?
        </a>
      </p>
    </AccountForm>
  );
}

function RegisterForm() {
  const form = useAccountForm<RegisterInput>(registerSchema, {
    email: "",
    password: "",
    firstName: "",
    lastName: "",
  });
  const [done, setDone] = useState<string | null>(null);
  const { error, run: submit } = useAccountCall(async (values: RegisterInput) => {
    setDone(await postForMessage("/api/auth/register", values));
    form.reset();
  }, "Die Registrierung ist fehlgeschlagen. Bitte versuchen Sie es erneut.");
  return (
    <AccountForm
      headingId="register-heading"
      heading="Neues Konto erstellen"
      onSubmit={form.handleSubmit(submit)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <AccountTextField form={form} name="firstName" label="Vorname" autoComplete="given-name" />
        <AccountTextField form={form} name="lastName" label="Nachname" autoComplete="family-name" />
      </div>
      <AccountTextField form={form} name="email" label="E-Mail" type="email" autoComplete="email" />
      <NewPasswordField form={form} name="password" label="Passwort (mindestens 10 Zeichen)" />
      <FormError message={error} />
      <FormNotice message={done} />
      <Button type="submit" variant="outline" disabled={form.isSubmitting} className="w-full">
        {form.isSubmitting ? "Konto wird erstellt..." : "Registrieren"}
      </Button>
    </AccountForm>
  );
}

export function LoginPage() {
  const { municipality, authMode } = useSite();
  const search = useSearch();
  const params = new URLSearchParams(search);
  const returnTo = safeReturnTo(params.get("returnTo"));
  const { isAuthenticated } = useAuth();

  // Spec portal-members §2: someone already signed in goes straight on to returnTo.
  useEffect(() => {
    if (isAuthenticated) window.location.replace(returnTo);
  }, [isAuthenticated, returnTo]);

  return (
    <div className="mx-auto max-w-4xl">
      <PageMeta
        title={`Anmelden – Dorfportal ${municipality}`}
        description={`Melden Sie sich beim Dorfportal ${municipality} an oder erstellen Sie ein Konto.`}
        noindex
      />
      <h1 className="text-3xl font-bold">Anmelden</h1>
      <p className="mt-2 text-stone-700">
        Melden Sie sich mit Ihrem bestehenden Konto an, um Events, Leserbriefe und Marktplatz-Einträge zu
        erfassen und Nachrichten zu schreiben.
      </p>
      {params.get("error") === "oidc" ? (
        <FormError message="Die Anmeldung beim Anmeldedienst ist fehlgeschlagen. Bitte versuchen Sie es erneut." />
      ) : null}
      {authMode === "oidc" ? (
        <Card className="mt-6 p-6">
          <p className="text-stone-800">Die Anmeldung erfolgt über das Konto Ihrer Gemeinde.</p>
          <a
            href={loginHref(returnTo)}
            className="mt-4 inline-flex rounded-md bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800"
          >
            Weiter zur Anmeldung
          </a>
        </Card>
      ) : (
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <Card className="p-6">
            <SignInForm returnTo={returnTo} />
          </Card>
          <Card id="konto-erstellen" className="scroll-mt-4 p-6">
            <RegisterForm />
          </Card>
        </div>
      )}
    </div>
  );
}
