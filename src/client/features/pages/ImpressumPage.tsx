import { useSite } from "../../lib/site";
import { StaticPage } from "./StaticPage";

/** Impressum: who publishes the portal and how to reach them (PUBLISHER_NAME, PUBLISHER_ADDRESS). */
export function ImpressumPage() {
  const { municipality, editorialEmail, publisher } = useSite();
  return (
    <StaticPage
      title="Impressum"
      description={`Herausgeberin, Kontakt und Verantwortung für die Inhalte des Dorfportals ${municipality}.`}
    >
      <h2 className="mt-8 text-xl font-semibold">Herausgeberin</h2>
      <address className="mt-2 text-stone-800 not-italic">
        {publisher.name}
        {publisher.address ? (
          <>
            <br />
            {publisher.address}
          </>
        ) : null}
        <br />
        E-Mail:{" "}
        <a href={`mailto:${editorialEmail}`} className="text-red-800 underline">
          {editorialEmail}
        </a>
      </address>
      <h2 className="mt-8 text-xl font-semibold">Verantwortlich für den Inhalt</h2>
      <p className="mt-2 text-stone-800">
        Die Redaktion des Dorfportals {municipality}. Leserbriefe, Artikel von Einwohnerinnen und Einwohnern
        und Marktplatz-Einträge geben die Meinung ihrer Verfasserinnen und Verfasser wieder; die Redaktion
        prüft Beiträge vor der Veröffentlichung. PR-Berichte sind bezahlte Inhalte lokaler Unternehmen und als
        «PR-Bericht» gekennzeichnet.
      </p>
      <h2 className="mt-8 text-xl font-semibold">Haftung für Links</h2>
      <p className="mt-2 text-stone-800">
        Für die Inhalte verlinkter fremder Seiten sind deren Betreiber verantwortlich. Melden Sie uns bitte
        Links, die auf rechtswidrige Inhalte führen, wir entfernen sie umgehend.
      </p>
      <h2 className="mt-8 text-xl font-semibold">Urheberrecht</h2>
      <p className="mt-2 text-stone-800">
        Texte und Bilder gehören ihren Urheberinnen und Urhebern. Eine Weiterverwendung ist nur mit deren
        Zustimmung erlaubt.
      </p>
    </StaticPage>
  );
}
