import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { apiRequest } from "../../lib/api";
import { PageMeta } from "../../lib/head";
import { useSite } from "../../lib/site";
import { AccountSecurity } from "./AccountSecurity";
import { useAccountCall } from "./account-call";
import { FormError } from "./fields";
import { useAuth } from "./useAuth";

/**
 * Where GET /api/logout sends a browser that did not come from this site's own navigation: signing out
 * takes a click here (a POST), so that no other page can sign a member out.
 */
export function SignOutPage() {
  const { municipality, authMode } = useSite();
  const { isAuthenticated, isLoading } = useAuth();
  const { error, run: signOut } = useAccountCall(async () => {
    await apiRequest("POST", "/api/logout");
    window.location.assign("/");
  }, "Die Abmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.");
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageMeta
        title={`Abmelden – Dorfportal ${municipality}`}
        description="Abmelden vom Dorfportal."
        noindex
      />
      <h1 className="text-3xl font-bold">Abmelden</h1>
      {isLoading ? null : isAuthenticated ? (
        <>
          <Card className="space-y-4 p-6">
            <p>Möchten Sie sich auf diesem Gerät abmelden?</p>
            <FormError message={error} />
            <Button type="button" onClick={signOut}>
              Abmelden
            </Button>
          </Card>
          <Card className="p-6">
            <AccountSecurity withPassword={authMode !== "oidc"} />
          </Card>
        </>
      ) : (
        <p>
          Sie sind nicht angemeldet.{" "}
          <a href="/" className="text-red-800 underline">
            Zur Startseite
          </a>
        </p>
      )}
    </div>
  );
}
