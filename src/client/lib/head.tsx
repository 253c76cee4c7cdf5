import { createContext, useContext, useEffect } from "react";
import { sharingImage } from "../../shared/images/og-images";
import { useSite } from "./site";

/** What a page puts in <head>: title, description, Open Graph and structured data. */
export interface PageHead {
  title: string;
  description: string;
  image?: string | null;
  type?: "website" | "article";
  canonicalPath?: string;
  publishedTime?: string | null;
  /** When the item was last edited after it was published (article:modified_time). */
  modifiedTime?: string | null;
  jsonLd?: Record<string, unknown>;
  noindex?: boolean;
  /** An RSS feed of this page's content, besides the site-wide one (linked as rel="alternate"). */
  feed?: { title: string; path: string };
}

/** During SSR the page writes its head here; the server puts it into the document. */
export interface HeadCollector {
  head?: PageHead;
}

const HeadContext = createContext<HeadCollector | null>(null);
export const HeadProvider = HeadContext.Provider;

function setMeta(attribute: "name" | "property", key: string, value: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!value) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = value;
}

function setHeadElement(
  selector: string,
  create: () => HTMLElement,
  update: ((element: HTMLElement) => void) | null,
) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!update) {
    element?.remove();
    return;
  }
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  update(element);
}

/** Renders nothing: sets the document head (in the browser) or hands it to the server renderer. */
export function PageMeta(props: PageHead) {
  const collector = useContext(HeadContext);
  if (collector) collector.head = props;
  const site = useSite();
  const { publicUrl } = site;
  const { title, description, image, type, canonicalPath, noindex } = props;
  const jsonLd = props.jsonLd ? JSON.stringify(props.jsonLd) : undefined;
  useEffect(() => {
    document.title = title;
    const url = `${publicUrl}${canonicalPath ?? window.location.pathname}`;
    setMeta("name", "description", description);
    setMeta("name", "robots", noindex ? "noindex" : undefined);
    setMeta("property", "og:title", title);
    setMeta("property", "og:description", description);
    setMeta("property", "og:type", type ?? "website");
    setMeta("property", "og:image", sharingImage(image, canonicalPath ?? window.location.pathname, site));
    setMeta("property", "og:url", url);
    setHeadElement(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement("link"), { rel: "canonical" }),
      (element) => element.setAttribute("href", url),
    );
    // Structured data is not executed, so setting it from script is within the Content-Security-Policy.
    setHeadElement(
      'script[type="application/ld+json"]',
      () => Object.assign(document.createElement("script"), { type: "application/ld+json" }),
      jsonLd
        ? (element) => {
            element.textContent = jsonLd;
          }
        : null,
    );
  }, [title, description, image, type, canonicalPath, noindex, jsonLd, publicUrl, site]);
  return null;
}
