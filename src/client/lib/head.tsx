import { createContext, useContext, useEffect } from "react";

/** What a page puts in <head>: title, description, Open Graph and structured data. */
export interface PageHead {
  title: string;
  description: string;
  image?: string | null;
  type?: "website" | "article";
  canonicalPath?: string;
  publishedTime?: string | null;
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

/** Renders nothing: sets the document head (in the browser) or hands it to the server renderer. */
export function PageMeta(props: PageHead) {
  const collector = useContext(HeadContext);
  if (collector) collector.head = props;
  const { title, description, image, type } = props;
  useEffect(() => {
    document.title = title;
    setMeta("name", "description", description);
    setMeta("property", "og:title", title);
    setMeta("property", "og:description", description);
    setMeta("property", "og:type", type ?? "website");
    setMeta("property", "og:image", image ? new URL(image, window.location.origin).href : undefined);
    setMeta("property", "og:url", window.location.href);
  }, [title, description, image, type]);
  return null;
}
