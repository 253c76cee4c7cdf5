import { describe, expect, it } from "vitest";
import { imageSrcSet } from "../../../shared/images/images";
import { categoryBadgeClass, imageSrc } from "./categoryStyle";

describe("card pictures (spec portal-public §2 'Article card')", () => {
  it("keeps known prefixes, puts other site paths under /objects and leaves other values alone", () => {
    expect(imageSrc("/objects/uploads/a.jpg")).toBe("/objects/uploads/a.jpg");
    expect(imageSrc("/attached_assets/b.png")).toBe("/attached_assets/b.png");
    expect(imageSrc("/veras-c.png")).toBe("/veras-c.png");
    expect(imageSrc("/api/help-images/0123abcd")).toBe("/api/help-images/0123abcd");
    expect(imageSrc("/uploads/d.jpg")).toBe("/objects/uploads/d.jpg");
    expect(imageSrc("https://example.ch/e.jpg")).toBe("https://example.ch/e.jpg");
  });

  it("uses the calendar picture for an Events item without one, and nothing otherwise", () => {
    expect(imageSrc(null, "Events")).toBe("/images/calendar.svg");
    expect(imageSrc(null, "Sport")).toBeNull();
  });

  it("offers WebP variants only for stored pictures", () => {
    expect(imageSrcSet("/objects/seed/markt.jpg")).toBe(
      "/img/320/seed/markt.jpg 320w, /img/640/seed/markt.jpg 640w, /img/960/seed/markt.jpg 960w, /img/1280/seed/markt.jpg 1280w",
    );
    expect(imageSrcSet("/images/calendar.svg")).toBeUndefined();
    expect(imageSrcSet("https://example.ch/e.jpg")).toBeUndefined();
    expect(imageSrcSet(null)).toBeUndefined();
  });

  it("colours known categories and greys unknown ones", () => {
    expect(categoryBadgeClass("Sport")).not.toBe(categoryBadgeClass("Unbekannt"));
    expect(categoryBadgeClass("Unbekannt")).toBe("bg-stone-200 text-stone-800");
  });
});
