import { describe, expect, it } from "vitest";
import { checkedAgainst, completeSentences } from "./fact-check";

const FACTS = `Diese Events stehen am Samstag im Kalender:
- [Samichlaus-Einzug](/events/12-samichlaus-einzug): Samstag, 5. Dezember 2026, 19:30–21:00 Uhr, Dorfplatz
- [Adventsmarkt](/events/13-adventsmarkt): Samstag, 5. Dezember 2026, 10:00 Uhr, Schulhaus
- Angebot: **Velo zu verkaufen** (Marktplatz, Fr. 80.–)
Der Eintritt ist gratis. Der PR-Bericht kostet danach CHF 10.– pro Monat.

Alle Events finden Sie im [Veranstaltungskalender](/events).`;

const check = (text: string) => checkedAgainst(FACTS, text);

describe("the post-check of a model's answer", () => {
  it("keeps sentences that state only what the facts say", () => {
    const text =
      "Am Samstag, 5. Dezember, zieht der [Samichlaus-Einzug](/events/12-samichlaus-einzug) um 19:30 Uhr über den Dorfplatz. Der Adventsmarkt beginnt um 10 Uhr beim Schulhaus. Das **Velo zu verkaufen** kostet Fr. 80.–, der Eintritt ist gratis.";
    expect(check(text)).toBe(text);
    expect(
      check("Nächsten Samstag ist viel los: Schauen Sie im [Veranstaltungskalender](/events) nach!"),
    ).toBe("Nächsten Samstag ist viel los: Schauen Sie im [Veranstaltungskalender](/events) nach!");
  });

  it("drops a sentence with a date the facts do not have, in words, digits or with the wrong weekday", () => {
    const kept = "Der Samichlaus kommt.";
    expect(check(`${kept} Der Adventsmarkt ist auch am 6. Dezember offen.`)).toBe(kept);
    expect(check(`${kept} Er kommt wieder am 12.12.2026 vorbei.`)).toBe(kept);
    expect(check(`${kept} Das ist am Sonntag, 5. Dezember.`)).toBe(kept);
    expect(check(`${kept} Das ist am 05.12.2026.`)).toBe(`${kept} Das ist am 05.12.2026.`);
  });

  it("ends a sentence at a line break, also after a year, so that an invented next line goes alone", () => {
    const facts = "Wahltag ist am Sonntag, 20. Dezember 2026.";
    const answer = `${facts}\nÜbrigens gibt es am 31. März um 23 Uhr Freibier.`;
    expect(checkedAgainst(facts, answer)).toBe(facts);
  });

  it("drops a sentence with a clock time the facts do not have", () => {
    const kept = "Der Samichlaus kommt.";
    expect(check(`${kept} Er kommt um 20 Uhr.`)).toBe(kept);
    expect(check(`${kept} Er kommt um 18:45.`)).toBe(kept);
    expect(check(`${kept} Er kommt um 19.45 Uhr.`)).toBe(kept);
    expect(check(`${kept} Er kommt um 19.30 Uhr und bleibt bis 21:00.`)).toBe(
      `${kept} Er kommt um 19.30 Uhr und bleibt bis 21:00.`,
    );
  });

  it("drops a sentence with a price the facts do not have", () => {
    const kept = "Das Velo ist noch zu haben.";
    expect(check(`${kept} Es kostet CHF 95.`)).toBe(kept);
    expect(check(`${kept} Es kostet 95 Franken.`)).toBe(kept);
    expect(check(`${kept} Es kostet 95.–.`)).toBe(kept);
    expect(check(`${kept} Der Glühwein kostet Fr. 5.50.`)).toBe(kept);
    expect(check(`${kept} Der PR-Bericht kostet 10 CHF im Monat.`)).toBe(
      `${kept} Der PR-Bericht kostet 10 CHF im Monat.`,
    );
  });

  it("drops a sentence with a name the facts do not have, bold or as capitalized words", () => {
    const kept = "Der Samichlaus kommt auf den Dorfplatz.";
    expect(check(`${kept} Organisiert wird er von **Hans Muster**.`)).toBe(kept);
    expect(check(`${kept} Hans Muster organisiert ihn.`)).toBe(kept);
    expect(check(`${kept} Mit dabei ist die Musikgesellschaft Harmonie.`)).toBe(kept);
    expect(check(`${kept} Die Bäckerei Müller verkauft Grittibänzen.`)).toBe(kept);
    expect(check(`${kept} Am Samstag Abend ist es kalt.`)).toBe(`${kept} Am Samstag Abend ist es kalt.`);
  });

  it("unlinks a link to a page the facts did not name and keeps its words", () => {
    expect(check("Mehr im [Veranstaltungskalender](/events) und [hier](https://evil.example/).")).toBe(
      "Mehr im [Veranstaltungskalender](/events) und hier.",
    );
    expect(check("Alles zum [Samichlaus](/events/99-erfunden) steht dort.")).toBe(
      "Alles zum Samichlaus steht dort.",
    );
    expect(check("Der Samichlaus kommt. Schreiben Sie an info@erfunden.example.")).toBe(
      "Der Samichlaus kommt.",
    );
    expect(check("Der Samichlaus kommt. Siehe https://evil.example/samichlaus für mehr.")).toBe(
      "Der Samichlaus kommt.",
    );
  });

  it("keeps the lines of a list and drops only the invented ones", () => {
    const text = `Am Samstag ist einiges los:
- [Samichlaus-Einzug](/events/12-samichlaus-einzug) um 19:30 Uhr
- Kerzenziehen um 14 Uhr
- [Adventsmarkt](/events/13-adventsmarkt) ab 10:00 Uhr`;
    expect(check(text)).toBe(`Am Samstag ist einiges los:
- [Samichlaus-Einzug](/events/12-samichlaus-einzug) um 19:30 Uhr
- [Adventsmarkt](/events/13-adventsmarkt) ab 10:00 Uhr`);
  });
});

describe("sentences of a text being written", () => {
  it("cuts only where the next sentence has begun, not after a number or an abbreviation", () => {
    expect(completeSentences("Am 5. Dezember kommt er, z. B. mit Fr. 5 im Sack. Dann")).toEqual({
      sentences: ["Am 5. Dezember kommt er, z. B. mit Fr. 5 im Sack. "],
      rest: "Dann",
    });
    expect(completeSentences("Er kommt. ")).toEqual({ sentences: [], rest: "Er kommt. " });
    expect(completeSentences("Liste:\n- eins\n- zw")).toEqual({
      sentences: ["Liste:\n", "- eins\n"],
      rest: "- zw",
    });
  });
});
