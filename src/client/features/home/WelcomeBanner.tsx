import { buttonClass } from "../../components/ui/button";
import { useSite } from "../../lib/site";
import { loginHref, useAuth } from "../auth/useAuth";

/** Where the sign-up form of the login page is: a page of its own on a phone, beside sign-in on a desktop. */
const REGISTER_HREF = "/login#konto-erstellen";

/**
 * A word of welcome for someone who is not signed in, with the way to an account. Members never see it,
 * not even on the visitors' cached copy of the page they are served first (data-visitors-only).
 */
export function WelcomeBanner() {
  const { municipality, authMode } = useSite();
  const { user } = useAuth();
  if (user) return null;
  return (
    <section
      data-visitors-only
      aria-labelledby="welcome-heading"
      className="mb-6 flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="welcome-heading" className="text-xl font-bold text-stone-900">
          {`Willkommen im Dorfportal ${municipality}`}
        </h2>
        <p className="mt-1 max-w-3xl text-stone-700">
          {`Nachrichten, Veranstaltungen, Leserbriefe und Nachbarschaftshilfe aus ${municipality}. Mit einem kostenlosen Konto melden Sie Veranstaltungen, schreiben Leserbriefe und Nachrichten und bieten auf dem Marktplatz Hilfe an.`}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {authMode === "password" ? (
          <a href={REGISTER_HREF} className={buttonClass("primary")}>
            Registrieren
          </a>
        ) : null}
        <a href={loginHref()} className={buttonClass(authMode === "password" ? "outline" : "primary")}>
          Anmelden
        </a>
      </div>
    </section>
  );
}
