import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MarkdownContent, markdownRenderer } from "./MarkdownContent";

describe("markdown images", () => {
  it("loads this site's pictures and turns other hosts' into links, so that no reader is reported", async () => {
    await markdownRenderer.load();
    const html = renderToString(
      <MarkdownContent>
        {[
          "![Dorfplatz](/objects/uploads/0123456789abcdef0123456789abcdef)",
          "![Spion](https://tracker.example/pixel.gif)",
          "![Auch fremd](//tracker.example/p.gif)",
          "![Tab](/\t/tracker.example/p.gif)",
        ].join("\n\n")}
      </MarkdownContent>,
    );
    expect(html).toContain('<img src="/objects/uploads/0123456789abcdef0123456789abcdef" alt="Dorfplatz"');
    expect(html).not.toMatch(/<img[^>]*tracker\.example/);
    expect(html).toContain("Externes Bild: Spion");
    expect(html).toContain("Externes Bild: Auch fremd");
  });
});
