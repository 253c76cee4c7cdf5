import { useState } from "react";
import { type ChangePasswordInput, changePasswordSchema } from "../../../shared/auth/auth";
import { Button } from "../../components/ui/button";
import { apiRequest } from "../../lib/api";
import { postForMessage, useAccountCall } from "./account-call";
import { AccountForm, FormError, FormNotice, NewPasswordField, PasswordField } from "./fields";
import { useAccountForm } from "./useAccountForm";
import { useAuth } from "./useAuth";

/** For a member whose address is not confirmed yet: what that means, and a new link. */
export function EmailVerificationNotice() {
  const { user } = useAuth();
  const [notice, setNotice] = useState<string | null>(null);
  const { error, run: resend } = useAccountCall(async () => {
    setNotice(await postForMessage("/api/auth/verification"));
  }, "Der Link konnte nicht gesendet werden.");
  if (!user || user.emailVerified) return null;
  return (
    <section
      aria-labelledby="verify-heading"
      className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="verify-heading" className="font-semibold text-amber-950">
        E-Mail-Adresse bestätigen
      </h2>
      <p className="text-sm text-amber-950">
        Bitte bestätigen Sie Ihre Adresse {user.email} über den Link, den wir Ihnen geschickt haben. Erst dann
        können Sie Beiträge einreichen und Nachrichten schreiben.
      </p>
      <FormNotice message={notice} />
      <FormError message={error} />
      <Button type="button" variant="outline" onClick={resend}>
        Link erneut senden
      </Button>
    </section>
  );
}

/** 'Überall abmelden': ends every session of the member, this one included. */
export function SignOutEverywhere() {
  const [busy, setBusy] = useState(false);
  const { error, run } = useAccountCall(async () => {
    setBusy(true);
    await apiRequest("POST", "/api/auth/logout-everywhere");
    window.location.assign("/");
  }, "Die Abmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.");
  const signOut = async () => {
    if (!(await run())) setBusy(false);
  };
  return (
    <section aria-labelledby="everywhere-heading" className="space-y-3">
      <h2 id="everywhere-heading" className="text-xl font-semibold">
        Überall abmelden
      </h2>
      <p className="text-stone-700">
        Beendet Ihre Anmeldung auf allen Geräten und Browsern, auch auf diesem.
      </p>
      <FormError message={error} />
      <Button type="button" variant="outline" onClick={signOut} disabled={busy}>
        Überall abmelden
      </Button>
    </section>
  );
}

const passwordChangeSchema = async () => changePasswordSchema;

/** Password change with the current password; the server ends every other session. */
export function ChangePasswordForm() {
  const form = useAccountForm<ChangePasswordInput>(passwordChangeSchema, {
    currentPassword: "",
    newPassword: "",
  });
  const [done, setDone] = useState<string | null>(null);
  const { error, run: submit } = useAccountCall(async (values: ChangePasswordInput) => {
    // The last confirmation goes while the next change is sent: a failure must not stand beside it.
    setDone(null);
    setDone(await postForMessage("/api/auth/password", values));
    form.reset();
  }, "Das Passwort konnte nicht geändert werden.");
  return (
    <AccountForm headingId="password-heading" heading="Passwort ändern" onSubmit={form.handleSubmit(submit)}>
      <PasswordField
        form={form}
        name="currentPassword"
        label="Aktuelles Passwort"
        autoComplete="current-password"
      />
      <NewPasswordField form={form} name="newPassword" />
      <FormError message={error} />
      <FormNotice message={done} />
      <Button type="submit" disabled={form.isSubmitting}>
        Passwort ändern
      </Button>
    </AccountForm>
  );
}

/** The account's security section: to be shown on the profile (and for now on /abmelden). */
export function AccountSecurity({ withPassword = true }: { withPassword?: boolean }) {
  return (
    <div className="space-y-8">
      <EmailVerificationNotice />
      {withPassword ? <ChangePasswordForm /> : null}
      <SignOutEverywhere />
    </div>
  );
}
