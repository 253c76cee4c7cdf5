import { WEEKDAY_LABELS, WEEKDAYS } from "../../../../../shared/businesses/businesses";
import type { CaseBuilder } from "../case-builder";
import { rangesOn } from "../village";

/** Opening hours, what the businesses offer and the marketplace; returns what later questions reuse. */
export function addPlaceCases(b: CaseBuilder) {
  const { village } = b;
  // opening-hours
  const [pharmacy] = b.byCategory("Apotheke");
  const bakeries = b.byCategory("Bäckerei");
  const barber = b.village.businesses.find((business) => /barber/i.test(business.name));
  const velo = b.byCategory("Velo")[0];
  const find = (pattern: RegExp) => b.village.businesses.find((business) => pattern.test(business.name));
  const pharmacySaturday = b.hoursOf(pharmacy, "saturday");
  const coiffeurThursdayEvening = b.openOfCategory("Coiffeur", "thursday", 18 * 60, 22 * 60);
  const restaurantsMonday = b.openOfCategory("Restaurant", "monday", 0, 24 * 60 - 1);
  b.add("opening-hours", "Hat die Apotheke am Samstag offen?", pharmacySaturday);
  b.add("opening-hours", "Hat die Apotheke am Sonntag offen?", b.hoursOf(pharmacy, "sunday"));
  b.add("opening-hours", "Welcher Coiffeur hat am Donnerstagabend offen?", coiffeurThursdayEvening);
  b.add(
    "opening-hours",
    "Welcher Coiffeur hat am Donnerstag um 20 Uhr offen?",
    b.openOfCategory("Coiffeur", "thursday", 20 * 60, 20 * 60),
  );
  b.add("opening-hours", "Welche Restaurants haben am Montag offen?", restaurantsMonday);
  b.add(
    "opening-hours",
    "Welches Restaurant hat am Sonntagabend offen?",
    b.openOfCategory("Restaurant", "sunday", 18 * 60, 22 * 60),
  );
  b.add(
    "opening-hours",
    "Wann hat die Bäckerei Wynaeck am Sonntag offen?",
    b.hoursOf(find(/wynaeck/i), "sunday"),
  );
  b.add(
    "opening-hours",
    "Hat die Gärtnerei Rosenhag am Montagnachmittag offen?",
    b.hoursOf(find(/rosenhag/i), "monday", 15 * 60),
  );
  b.add(
    "opening-hours",
    "Hat Blumen Zauberwiese am Montagmorgen offen?",
    b.hoursOf(find(/zauberwiese/i), "monday", 9 * 60),
  );
  b.add(
    "opening-hours",
    "Ist die Tankstelle am Sonntag rund um die Uhr offen?",
    b.hoursOf(find(/tankstelle/i), "sunday"),
  );
  b.add("opening-hours", "Hat die Velowerkstatt am Montag offen?", b.hoursOf(velo, "monday"));
  b.add(
    "opening-hours",
    "Wann hat Physio Wynapark am Mittwoch offen?",
    b.hoursOf(find(/wynapark/i), "wednesday"),
  );
  b.add(
    "opening-hours",
    "Ist das Restaurant Alte Mühle am Dienstag geöffnet?",
    b.hoursOf(find(/alte mühle/i), "tuesday"),
  );
  b.add(
    "opening-hours",
    "Hat die Autowerkstatt Buchenhof am Freitag um 17 Uhr noch offen?",
    b.hoursOf(find(/buchenhof/i), "friday", 17 * 60),
  );
  b.add("opening-hours", "Wann hat der Barbershop am Samstag offen?", b.hoursOf(barber, "saturday"));
  b.add(
    "opening-hours",
    "Welche Bäckerei hat am Sonntag offen?",
    b.openOfCategory("Bäckerei", "sunday", 0, 24 * 60 - 1),
  );
  b.add(
    "opening-hours",
    "Hat das Beck Feldmatt am Samstagnachmittag offen?",
    b.hoursOf(
      bakeries.find((x) => /feldmatt/i.test(x.name)),
      "saturday",
      15 * 60,
    ),
  );
  // Split hours (closed at lunch): asked in the gap, wherever the directory has them.
  for (const business of village.businesses) {
    const weekday = WEEKDAYS.find((day) => rangesOn(business, day).length > 1);
    if (!weekday) continue;
    const [morning, afternoon] = rangesOn(business, weekday);
    const gap = Math.floor((morning!.end + afternoon!.start) / 2);
    b.add(
      "opening-hours",
      `Hat ${business.name} am ${WEEKDAY_LABELS[weekday]} um ${Math.floor(gap / 60)}.${String(gap % 60).padStart(2, "0")} Uhr offen?`,
      b.hoursOf(business, weekday, gap),
    );
  }

  // products-services
  const sundayBread = b.offering(/brot|backwaren|bäckerei/i, "sunday");
  const veloRepair = b.offering(/velo/i);
  const tutoring = b.marketplace(/nachhilfe|mathemati/i);
  const sofa = b.marketplace(/sofa|transport|zügel|umzug/i);
  const sled = b.marketplace(/schlitten|\bbob\b/i);
  b.add("products-services", "Wo kann ich am Sonntag Brot kaufen?", sundayBread);
  b.add("products-services", "Wo kann ich mein Velo flicken lassen?", veloRepair);
  b.add("products-services", "Wo bekomme ich einen Adventskranz?", b.offering(/kränze|kranz/i));
  b.add("products-services", "Wer macht bei mir den Reifenwechsel?", b.offering(/reifenwechsel/i));
  b.add("products-services", "Wo kann ich mich ohne Termin impfen lassen?", b.offering(/impfung/i));
  b.add("products-services", "Wo gibt es glutenfreies Brot?", b.offering(/glutenfrei/i));
  b.add("products-services", "Wo kann ich im Winter Fondue essen?", b.offering(/fondue/i));
  b.add("products-services", "Wo kann ich eine Pizza bestellen?", b.offering(/pizza/i));
  b.add("products-services", "Wer bietet Lymphdrainage an?", b.offering(/lymphdrainage/i));
  b.add("products-services", "Wo kann ich meinen Bart pflegen lassen?", b.offering(/bart/i));
  b.add("products-services", "Wo finde ich Weihnachtssterne?", b.offering(/weihnachtsstern/i));
  b.add("products-services", "Wer bereitet mein Auto auf die MFK vor?", b.offering(/mfk/i));

  // marketplace
  b.add("marketplace", "Ich suche Nachhilfe in Mathe", tutoring);
  b.add("marketplace", "Kann mir jemand helfen, ein Sofa zu transportieren?", sofa);
  b.add("marketplace", "Wo kann ich einen Schlitten ausleihen?", sled);
  b.add(
    "marketplace",
    "Wer hilft mir, den Garten winterfest zu machen?",
    b.marketplace(/garten|laub|hecke/i),
  );
  b.add(
    "marketplace",
    "Kann ich irgendwo einen Hochdruckreiniger ausleihen?",
    b.marketplace(/hochdruckreiniger/i),
  );
  b.add("marketplace", "Sucht jemand Begleitung für Spaziergänge?", b.marketplace(/spazierg/i));
  b.add("marketplace", "Wer hilft mir bei der Steuererklärung?", b.marketplace(/steuererkl/i));
  b.add(
    "marketplace",
    "Gibt es einen Lauftreff, dem ich mich anschliessen kann?",
    b.marketplace(/lauftreff/i),
  );
  b.add("marketplace", "Sucht jemand einen Partner zum Jassen?", b.marketplace(/jass/i));
  b.add("marketplace", "Wer erledigt Einkäufe für Seniorinnen?", b.marketplace(/einkäufe/i));

  return {
    pharmacy,
    pharmacySaturday,
    coiffeurThursdayEvening,
    restaurantsMonday,
    bakeries,
    find,
    sundayBread,
    veloRepair,
    tutoring,
  };
}
