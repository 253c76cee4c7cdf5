import { Link } from "wouter";
import { useSite } from "../../lib/site";
import { StaticPage } from "./StaticPage";

export function AboutPage() {
  const { municipality, editorialEmail } = useSite();
  return (
    <StaticPage
      title="Über uns"
      description={`Wer hinter dem Dorfportal ${municipality} steht und wie Sie mitmachen können.`}
    >
      <div className="mt-4 space-y-4 text-lg text-stone-800">
        <p>
          Das Dorfportal {municipality} ist die lokale Nachrichten- und Nachbarschaftsplattform für alle, die
          in {municipality} wohnen, arbeiten oder sich mit dem Dorf verbunden fühlen. Eine kleine, unabhängige
          Redaktion berichtet über Gemeinde, Vereine, Schule und Gewerbe; Einwohnerinnen und Einwohner
          schreiben mit.
        </p>
        <p>
          Neben den Nachrichten finden Sie hier den Veranstaltungskalender, den Marktplatz für
          Nachbarschaftshilfe, das Verzeichnis der lokalen Geschäfte und eine inoffizielle Wahlumfrage. Wir
          sammeln so wenig Daten wie möglich: keine Werbe-Tracker, keine Weitergabe an Dritte.
        </p>
        <p>
          Das Portal finanziert sich über PR-Berichte lokaler Unternehmen. Diese sind immer klar als
          «PR-Bericht» gekennzeichnet und von der redaktionellen Berichterstattung getrennt.
        </p>
      </div>
      <h2 className="mt-10 text-2xl font-semibold">Kontakt</h2>
      <p className="mt-2 text-stone-800">
        Redaktion Dorfportal {municipality},{" "}
        <a href={`mailto:${editorialEmail}`} className="text-red-800 underline">
          {editorialEmail}
        </a>
        . Weitere Angaben auf der Seite{" "}
        <Link href="/kontakt" className="text-red-800 underline">
          Kontakt/Redaktion
        </Link>
        .
      </p>
      <h2 className="mt-10 text-2xl font-semibold">Mitmachen</h2>
      <ul className="mt-2 list-disc space-y-2 pl-6 text-stone-800">
        <li>
          <Link href="/leserbrief-schreiben" className="text-red-800 underline">
            Leserbrief schreiben
          </Link>{" "}
          – Ihre Meinung zu dem, was im Dorf geschieht.
        </li>
        <li>
          <Link href="/pr-service" className="text-red-800 underline">
            PR-Service für Unternehmen
          </Link>{" "}
          – stellen Sie Ihre Firma den Leserinnen und Lesern vor.
        </li>
      </ul>
    </StaticPage>
  );
}
