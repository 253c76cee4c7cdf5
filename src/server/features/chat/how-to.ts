import { PR_FREE_TRIAL_DAYS, PR_MONTHLY_PRICE_CHF } from "../../../shared/common/constants";

/**
 * The portal's own how-to pages as the assistant knows them: what a resident does where. Each is found
 * by its words like any other item and answers with the link of the page that does it.
 */
export interface HowTo {
  title: string;
  /** The words a resident uses for it, Standard German and folded ('Inserat', 'Anzeige'). */
  words: string;
  answer: (context: { editorialEmail: string }) => string;
}

export const HOW_TOS: HowTo[] = [
  {
    title: "Angebot oder Gesuch auf dem Marktplatz",
    words:
      "inserat inserate anzeige angebot gesuch marktplatz nachbarschaftshilfe inserieren anbieten hilfe helfen biete bieten",
    answer: () =>
      "Ein Angebot oder Gesuch geben Sie angemeldet auf dem Marktplatz auf: [Angebot erstellen](/marktplatz/anbieten) oder [Gesuch erstellen](/marktplatz/suchen). Die Redaktion prüft jeden Eintrag vor der Veröffentlichung; Interessierte schreiben Ihnen dann über das Portal.",
  },
  {
    title: "Leserbrief oder Artikel schreiben",
    words: "leserbrief leserbriefe lesereporter artikel beitrag meinung",
    answer: () =>
      "So schreiben Sie einen Leserbrief oder Artikel: Melden Sie sich an und öffnen Sie den [Lesereporter](/lesereporter). Wählen Sie Leserbrief oder Artikel, geben Sie Titel, Text, Name und E-Mail an (ein Leserbrief hat idealerweise 150 bis 400 Wörter). Wer möchte, lässt sich aus Stichwörtern eine Vorlage erstellen und passt sie dann an. Die Redaktion prüft jeden Beitrag vor der Veröffentlichung.",
  },
  {
    title: "Event einreichen",
    words: "event events veranstaltung anlass kalender veranstaltungskalender",
    answer: () =>
      "Einen Event reichen Sie angemeldet im [Veranstaltungskalender](/category/Events) über 'Event einreichen' ein: Titel, Datum, Zeit, Ort und eine Beschreibung, auf Wunsch mit Bild. Die Redaktion prüft ihn, bevor er im Kalender erscheint.",
  },
  {
    title: "PR-Bericht bestellen",
    words:
      "pr prbericht pr-bericht firmenbericht firmenportrait werbung werben firma unternehmen geschaeft publireportage",
    answer: () =>
      `Einen PR-Bericht über Ihre Firma bestellen Sie beim [PR-Service](/pr-service): Domain Ihrer Firma eingeben, den erstellten Bericht ansehen und eine Zahlungsmethode einrichten. Nach der Freigabe durch die Redaktion ist der Bericht ${PR_FREE_TRIAL_DAYS} Tage gratis, danach kostet er CHF ${PR_MONTHLY_PRICE_CHF}.– pro Monat und ist jederzeit kündbar.`,
  },
  {
    title: "Die Redaktion erreichen",
    words: "redaktion kontakt kontaktieren erreichen hinweis tipp fehler",
    answer: ({ editorialEmail }) =>
      `Die Redaktion erreichen Sie über die Seite [Kontakt/Redaktion](/kontakt) oder per E-Mail an ${editorialEmail}.`,
  },
  {
    title: "Mitteilungen und Neuigkeiten abonnieren",
    words: "abonnieren abo abonnement newsletter benachrichtigung benachrichtigungen",
    answer: () =>
      "Amtliche Mitteilungen, Neuigkeiten und Events erhalten Sie per E-Mail, wenn Sie sie unter [Abonnieren](/abonnieren) bestellen; Mitglieder wählen ihre Themen und Benachrichtigungen im [Profil](/profil).",
  },
  {
    title: "Konto eröffnen",
    words: "registrieren registrierung konto mitglied login einloggen anmelden",
    answer: () =>
      "Ein Konto eröffnen Sie unter [Anmelden](/login) mit Ihrer E-Mail-Adresse; nach der Bestätigung per E-Mail können Sie Events, Leserbriefe und Marktplatz-Einträge einreichen und anderen Mitgliedern schreiben.",
  },
  {
    title: "Einem Mitglied schreiben",
    words: "nachricht nachrichten inbox postfach mitglied",
    answer: () =>
      "Nachrichten an andere Mitglieder schreiben Sie angemeldet über einen Marktplatz-Eintrag ('Nachricht senden') und lesen sie in Ihrem [Postfach](/inbox).",
  },
  {
    title: "An der Wahlumfrage teilnehmen",
    words: "umfrage wahlumfrage abstimmen abstimmung stimme stimmen",
    answer: () =>
      "An der inoffiziellen Wahlumfrage nehmen Sie unter [Kommunalwahlen](/kommunalwahlen/abstimmung) teil, solange sie läuft: eine Stimme pro Person, das Resultat wird laufend angezeigt.",
  },
  {
    title: "Passwort vergessen",
    words: "passwort kennwort vergessen zuruecksetzen",
    answer: () =>
      "Ein neues Passwort setzen Sie unter [Passwort vergessen](/passwort-vergessen): Sie erhalten einen Link per E-Mail.",
  },
];
