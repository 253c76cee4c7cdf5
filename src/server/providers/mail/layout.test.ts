import { describe, expect, it } from "vitest";
import { mailHtml } from "./layout";

const brand = { municipality: "Suhr", publicUrl: "https://dorf.example.ch" };

describe("the mail layout", () => {
  it("turns the plain text into paragraphs, lists and links under the municipality's name", () => {
    const html = mailHtml(
      [
        "Grüezi Anna",
        "",
        "Neu:",
        "- Baugesuch",
        "- Sperrung",
        "",
        "Lesen: https://dorf.example.ch/mitteilungen/a",
      ].join("\n"),
      "Neue Mitteilung",
      brand,
    );
    expect(html).toContain("<title>Neue Mitteilung</title>");
    expect(html).toContain(">Dorfportal Suhr</td>");
    expect(html).toContain('<p style="margin:0 0 16px">Grüezi Anna</p>');
    expect(html).toContain('<li style="margin:0 0 4px">Baugesuch</li>');
    expect(html).toContain('<a href="https://dorf.example.ch/mitteilungen/a"');
  });

  it("never lets the text of a mail become markup", () => {
    const html = mailHtml('<script>alert(1)</script> "x" https://dorf.example.ch/?a=<b>', "<b>", brand);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;script&gt;");
  });
});
