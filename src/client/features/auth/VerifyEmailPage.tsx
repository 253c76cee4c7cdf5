import { useEffect, useState } from "react";
import { LINK_INVALID } from "../../../shared/auth/basics";
import { Card } from "../../components/ui/card";
import { apiRequest, errorMessage } from "../../lib/api";
import { PageMeta } from "../../lib/head";
import { useSite } from "../../lib/site";
import { FormError, FormNotice } from "./fields";
import { tokenFromHash } from "./link-token";

/** Target of the verification mail: confirms the address as soon as the page opens. */
export function VerifyEmailPage() {
  const { municipality } = useSite();
  const [state, setState] = useState<{ done?: string; error?: string }>({});
  useEffect(() => {
    const token = tokenFromHash(window.location.hash);
    if (!token) {
      setState({ error: LINK_INVALID });
      return;
    }
    history.replaceState(null, "", window.location.pathname);
    apiRequest("POST", "/api/auth/verify-email", { token })
      .then(async (response) => setState({ done: ((await response.json()) as { message: string }).message }))
      .catch((failure) => setState({ error: errorMessage(failure) ?? LINK_INVALID }));
  }, []);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageMeta
        title={`E-Mail-Adresse bestätigen – Dorfportal ${municipality}`}
        description="Bestätigung der E-Mail-Adresse."
        noindex
      />
      <h1 className="text-3xl font-bold">E-Mail-Adresse bestätigen</h1>
      <Card className="space-y-4 p-6">
        {!state.done && !state.error ? <p role="status">Ihre Adresse wird bestätigt …</p> : null}
        <FormNotice message={state.done ?? null} />
        <FormError message={state.error ?? null} />
        {state.done || state.error ? (
          <p>
            <a href="/login" className="text-red-800 underline">
              Zur Anmeldung
            </a>{" "}
            ·{" "}
            <a href="/" className="text-red-800 underline">
              Zur Startseite
            </a>
          </p>
        ) : null}
      </Card>
    </div>
  );
}
