import { describe, expect, it } from "vitest";
import { inlineStyleSheets } from "./index";

describe("the built style sheet in the page template", () => {
  const template = [
    "<head>",
    '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    '<link rel="stylesheet" crossorigin href="/assets/index-2.css">',
    "</head>",
  ].join("\n");

  it("is inlined, so that the page paints without another request", () => {
    const html = inlineStyleSheets(template, (href) =>
      href === "/assets/index-2.css" ? "body{margin:0}" : "",
    );
    expect(html).toContain("<style>body{margin:0}</style>");
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('src="/assets/index-1.js"');
  });

  it("stays linked when its text could close the style element", () => {
    const html = inlineStyleSheets(template, () => 'a::after{content:"</style><script>"}');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-2.css">');
    expect(html).not.toContain("<style>");
  });
});
