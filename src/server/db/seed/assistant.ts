/**
 * What the demo municipality has told its assistant (issue 28): the questions the Gemeindekanzlei hears
 * every day, answered as its staff would enter them at /admin, and the residents' words for what the
 * portal names otherwise. The entries agree with the demo village's other content (the Entsorgungskalender
 * article, the notices' Gemeindehaus at Tramstrasse 1).
 */

export interface SeedFaq {
  question: string;
  answer: string;
  keywords: string | null;
}

export const seedFaq: SeedFaq[] = [
  {
    question: "Wann ist die Gemeindeverwaltung geöffnet?",
    answer: `Die Schalter im Gemeindehaus (Tramstrasse 1, 5034 Suhr) sind geöffnet:

- **Montag:** 8.30–11.30 Uhr und 14.00–18.30 Uhr
- **Dienstag bis Donnerstag:** 8.30–11.30 Uhr und 14.00–16.30 Uhr
- **Freitag:** 8.30–11.30 Uhr, nachmittags geschlossen

Termine ausserhalb dieser Zeiten vereinbaren Sie gerne telefonisch. Über die Feiertage gelten besondere Öffnungszeiten; sie werden unter [Mitteilungen](/mitteilungen) publiziert.`,
    keywords: "Öffnungszeiten Schalter Gemeindekanzlei Gemeindehaus Verwaltung offen",
  },
  {
    question: "Wann werden Kehricht, Grüngut, Altpapier und Karton abgeholt?",
    answer: `| Sammlung | Wann | Bereitstellung |
|---|---|---|
| Kehricht | jeden Dienstag | bis 7 Uhr, nur Säcke mit Gebührenmarke |
| Grüngut | jeden Freitag (Dezember bis Februar alle zwei Wochen) | bis 7 Uhr, Container mit Jahresvignette |
| Altpapier | einmal im Monat am Samstag | bis 7.30 Uhr, gebündelt |
| Karton | am ersten Donnerstag des Monats | bis 7 Uhr, gebündelt oder in Kartonschachteln |

Die genauen Daten stehen im [Entsorgungskalender](/post/entsorgungskalender-2026-ist-da). Gebührenmarken und die Grüngutvignette erhalten Sie bei der Gemeindekanzlei und in den Läden im Dorf.`,
    keywords: "Abfall Abfuhr Müll Güsel Papiersammlung Kartonsammlung Kompost Gebührenmarke Vignette",
  },
  {
    question: "Wie entsorge ich Sperrgut?",
    answer: `Sperrgut wird viermal im Jahr an einem Samstag abgeholt. Kleben Sie pro Stück eine **Sperrgutmarke** gut sichtbar auf und stellen Sie es bis 7 Uhr an den Strassenrand; Gegenstände ohne Marke bleiben stehen. Die Marken verkauft die Gemeindekanzlei.

Unter dem Jahr nimmt die Sammelstelle beim Werkhof (Mittwochnachmittag und Samstagvormittag) Sperrgut gegen Gebühr an; Glas, Metall, Textilien, Batterien und Sonderabfälle aus Haushalten sind dort kostenlos.`,
    keywords: "Möbel Matratze Sofa Werkhof Sammelstelle Entsorgung grosse Gegenstände",
  },
  {
    question: "Wie melde ich meinen Hund an und was kostet die Hundesteuer?",
    answer: `Hunde, die älter als drei Monate sind, melden Sie bei der Gemeindekanzlei an. Bringen Sie den Nachweis der Mikrochip-Registrierung (AMICUS) mit.

Die Hundesteuer beträgt **120 Franken pro Hund und Jahr**; die Rechnung kommt im Frühling. Mit der Bezahlung erhalten Sie die **Hundekontrollmarke** für das laufende Jahr, die Ihr Hund am Halsband trägt. Melden Sie es der Gemeindekanzlei, wenn Ihr Hund stirbt, abgegeben wird oder Sie wegziehen.`,
    keywords: "Hund Hundetaxe Hundemarke Kontrollmarke anmelden Hundehaltung",
  },
  {
    question: "Wie melde ich mich in Suhr an oder ab, wenn ich zügle?",
    answer: `Melden Sie sich innert **14 Tagen** nach dem Umzug bei der Einwohnerkontrolle an oder ab: am Schalter der Gemeindekanzlei oder online über [eUmzugCH](https://www.eumzug.swiss).

Für die Anmeldung brauchen Sie:

- einen Pass oder eine Identitätskarte
- den Heimatschein (Schweizerinnen und Schweizer) oder den Ausländerausweis
- den Mietvertrag oder den Kaufvertrag
- den Versicherungsausweis der Krankenkasse

Wer innerhalb von Suhr umzieht, meldet die neue Adresse ebenfalls innert 14 Tagen.`,
    keywords: "Umzug zügeln Zuzug Wegzug Einwohnerkontrolle Adressänderung Wohnsitz",
  },
  {
    question: "Gibt es bei der Gemeinde Tageskarten für den Zug?",
    answer: `Ja. Die Gemeindekanzlei verkauft jeden Tag mehrere **Tageskarten Gemeinde** für Bahn, Bus und Schiff in der ganzen Schweiz (2. Klasse), zuerst an Einwohnerinnen und Einwohner von Suhr.

Sie können eine Karte bis 60 Tage im Voraus am Schalter oder telefonisch reservieren und bezahlen sie beim Abholen. Reservierte Karten, die nicht abgeholt werden, werden verrechnet. Zurückgenommen werden Tageskarten nicht.`,
    keywords: "SBB Tageskarte GA Generalabonnement Zug Bahn Ausflug Billett",
  },
  {
    question: "Ich habe etwas verloren oder gefunden. Wohin damit?",
    answer: `Das **Fundbüro** ist bei der Gemeindekanzlei. Bringen Sie Gefundenes während der Öffnungszeiten vorbei, und fragen Sie dort nach, wenn Sie etwas verloren haben. Fundsachen werden ein Jahr lang aufbewahrt.

Was im Zug oder am Bahnhof liegen blieb, meldet man dem Fundservice der SBB; was im Bus liegen blieb, dem Busbetrieb.`,
    keywords: "Fundsachen verloren gefunden Schlüssel Portemonnaie Velo Handy",
  },
  {
    question: "Welche Nummern wähle ich im Notfall?",
    answer: `- **117** Polizei
- **118** Feuerwehr
- **144** Sanität (Ambulanz)
- **112** Europäische Notrufnummer
- **145** Tox Info Suisse bei Vergiftungen
- **1414** Rega (Rettungshelikopter)

Für den ärztlichen Notfalldienst ausserhalb der Praxiszeiten nennt der Anrufbeantworter Ihrer Hausarztpraxis die Nummer. Schäden an Strassen, Wasser- oder Stromleitungen meldet man der Gemeindekanzlei; ausserhalb der Bürozeiten wird der Anruf an den Pikettdienst weitergeleitet.`,
    keywords: "Notruf Notfall Polizei Feuerwehr Ambulanz Krankenwagen Rega Vergiftung Pikett",
  },
];
