import { Link } from "wouter";
import { useSite } from "../../lib/site";
import { StaticPage } from "./StaticPage";

const section = "mt-8 text-xl font-semibold";
const text = "mt-2 text-stone-800";

/** Datenschutz: what the portal stores, why and for how long, in plain German (revDSG). */
export function PrivacyPage() {
  const { municipality, editorialEmail, publisher } = useSite();
  return (
    <StaticPage
      title="Datenschutz"
      heading="Datenschutzerklärung"
      description={`Welche Daten das Dorfportal ${municipality} speichert, wozu und wie lange. Kein Tracking, keine Werbung.`}
    >
      <p className={text}>
        Verantwortlich ist {publisher.name} (siehe{" "}
        <Link href="/impressum" className="text-red-800 underline">
          Impressum
        </Link>
        ). Wir speichern so wenig wie möglich und geben nichts an Werbe- oder Analysefirmen weiter.
      </p>

      <h2 className={section}>Lesen ohne Konto: kein Tracking</h2>
      <p className={text}>
        Wer das Portal nur liest, erhält kein Cookie. Wir zählen Seitenaufrufe selbst, auf unserem eigenen
        Server: gespeichert werden die aufgerufene Seite, der Name der Website, von der Sie kamen, und eine
        Tageskennung. Diese Kennung wird aus Ihrer Adresse und Ihrem Browser mit einem Schlüssel berechnet,
        der jeden Tag neu entsteht und am nächsten Tag gelöscht wird; Ihre IP-Adresse selbst wird nie
        gespeichert, und Besuche an verschiedenen Tagen lassen sich nicht verbinden. Browser, die «Do Not
        Track» oder «Global Privacy Control» senden, zählen wir gar nicht. Die Statistik wird nach 13 Monaten
        gelöscht.
      </p>

      <h2 className={section}>Mit Konto</h2>
      <p className={text}>
        Für ein Konto speichern wir Ihre E-Mail-Adresse, Vor- und Nachnamen, ein Profilbild, wenn Sie eines
        hochladen, und Ihr Passwort nur als nicht umkehrbaren Hash (scrypt). Angemeldet setzt das Portal ein
        einziges, technisch nötiges Cookie («sid») für die Sitzung; eine Sitzung endet nach 30 Tagen ohne
        Nutzung. Ihre Beiträge (Events, Leserbriefe, Artikel, Marktplatz-Einträge) und Nachrichten an andere
        Mitglieder speichern wir, solange Ihr Konto besteht oder bis Sie sie löschen. Die E-Mail-Adresse in
        Leserbriefen und Artikeln wird nicht veröffentlicht und nur für Rückfragen der Redaktion verwendet.
      </p>

      <h2 className={section}>Bilder</h2>
      <p className={text}>
        Hochgeladene Bilder werden geprüft und neu gespeichert; dabei entfernen wir Metadaten wie den Ort der
        Aufnahme.
      </p>

      <h2 className={section}>Wahlumfrage</h2>
      <p className={text}>
        Damit jede Person nur einmal abstimmt, speichern wir bei angemeldeten Mitgliedern das Konto, bei
        anderen Besucherinnen und Besuchern einen verschlüsselten Hash der Adresse, nie die Adresse selbst.
      </p>

      <h2 className={section}>E-Mails</h2>
      <p className={text}>
        Bestätigungs- und Benachrichtigungsmails werden mit Empfänger, Betreff und Text protokolliert, damit
        keine verloren geht.
      </p>

      <h2 className={section}>Dienste Dritter</h2>
      <p className={text}>
        Bestellen Unternehmen einen PR-Bericht, wird die Zahlungsmethode direkt beim Zahlungsdienstleister
        (Stripe) hinterlegt; wir sehen keine Kartendaten. Ist ein KI-Dienst für die Schreibhilfe eingerichtet,
        erhält er nur die Stichwörter und Angaben, die Sie für den Entwurf eingeben. Links zu Karten
        (OpenStreetMap) öffnen erst, wenn Sie sie anklicken.
      </p>

      <h2 className={section}>Ihre Rechte</h2>
      <p className={text}>
        Sie können jederzeit Auskunft über Ihre gespeicherten Daten verlangen, sie berichtigen oder löschen
        lassen. Schreiben Sie an{" "}
        <a href={`mailto:${editorialEmail}`} className="text-red-800 underline">
          {editorialEmail}
        </a>
        .
      </p>
    </StaticPage>
  );
}
