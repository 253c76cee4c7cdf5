import type { AnyNode, Element } from "domhandler";
import { DomUtils, parseDocument } from "htmlparser2";
import { clipText } from "../../../shared/common/text";
import type { CompanyFacts } from "../../providers/ai/pr-report";

const MAX_SERVICES = 6;
const clean = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

/** 'baeckerei-muster.ch' → 'Baeckerei Muster': the only name a site that cannot be read gives. */
export function nameFromDomain(domain: string): string {
  const label = domain.replace(/^www\./, "").split(".")[0] ?? domain;
  return label
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

export function factsFromDomain(domain: string): CompanyFacts {
  return {
    domain,
    name: nameFromDomain(domain),
    description: null,
    services: [],
    address: null,
    phone: null,
    email: null,
    fromWebsite: false,
  };
}

const isTag =
  (name: string) =>
  (node: AnyNode): node is Element =>
    node.type === "tag" && (node as Element).name === name;

function meta(nodes: AnyNode[], key: string): string | null {
  const found = DomUtils.findOne(
    (element) =>
      element.name === "meta" &&
      (element.attribs.name?.toLowerCase() === key || element.attribs.property?.toLowerCase() === key),
    nodes,
  );
  const content = clean(found?.attribs.content);
  return content || null;
}

type JsonLd = Record<string, unknown>;

/** Organisation entries of the page's JSON-LD (schema.org Organization, LocalBusiness and kin). */
function organisations(nodes: AnyNode[]): JsonLd[] {
  const scripts = DomUtils.findAll(
    (element) => element.name === "script" && element.attribs.type?.toLowerCase() === "application/ld+json",
    nodes,
  );
  const found: JsonLd[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      const entry = value as JsonLd;
      if (Array.isArray(entry["@graph"])) visit(entry["@graph"]);
      const types = ([] as unknown[]).concat(entry["@type"] ?? []).map(String);
      if (types.some((type) => /Organization|Business|Store|Restaurant|Bakery|Service|Shop/i.test(type))) {
        found.push(entry);
      }
    }
  };
  for (const script of scripts) {
    try {
      visit(JSON.parse(DomUtils.textContent(script)));
    } catch {
      // A broken JSON-LD block says nothing; the rest of the page still does.
    }
  }
  return found;
}

const text = (value: unknown) => (typeof value === "string" ? clean(value) : "");

function postalAddress(value: unknown): string | null {
  if (typeof value === "string") return clean(value) || null;
  if (!value || typeof value !== "object") return null;
  const address = value as JsonLd;
  const street = text(address.streetAddress);
  const place = [text(address.postalCode), text(address.addressLocality)].filter(Boolean).join(" ");
  return [street, place].filter(Boolean).join(", ") || null;
}

/** The shortest form of a page title that names the company ('Start | Bäckerei Muster' → 'Bäckerei Muster'). */
function nameFromTitle(title: string): string | null {
  const parts = title
    .split(/\s+[|–—·-]\s+/)
    .map(clean)
    .filter((part) => part && !/^(home|startseite|willkommen|start)$/i.test(part));
  return parts.sort((a, b) => a.length - b.length)[0] ?? null;
}

/** Reads name, description, services, address and contact out of a homepage with an HTML parser. */
export function extractCompanyFacts(domain: string, html: string): CompanyFacts {
  const document = parseDocument(html, { decodeEntities: true, lowerCaseTags: true });
  const nodes = document.children;
  const orgs = organisations(nodes);
  const org = orgs[0] ?? {};

  const title = clean(DomUtils.textContent(DomUtils.findOne(isTag("title"), nodes) ?? []));
  const h1 = clean(DomUtils.textContent(DomUtils.findOne(isTag("h1"), nodes) ?? []));
  const name =
    text(org.name) ||
    meta(nodes, "og:site_name") ||
    meta(nodes, "application-name") ||
    (title ? nameFromTitle(title) : null) ||
    h1 ||
    nameFromDomain(domain);

  // Visible text only: scripts, styles and navigation are not what the company says about itself.
  const content = DomUtils.findAll(
    (element) => ["script", "style", "noscript", "template", "svg"].includes(element.name),
    nodes,
  );
  for (const element of content) DomUtils.removeElement(element);

  const firstParagraph = DomUtils.findAll(isTag("p"), nodes)
    .map((element) => clean(DomUtils.textContent(element)))
    .find((paragraph) => paragraph.length >= 40);
  const description =
    text(org.description) ||
    meta(nodes, "description") ||
    meta(nodes, "og:description") ||
    firstParagraph ||
    null;

  const offers = ([] as unknown[])
    .concat(
      (org.makesOffer as unknown) ?? [],
      ((org.hasOfferCatalog as JsonLd | undefined)?.itemListElement as unknown) ?? [],
    )
    .map((offer) => {
      const entry = offer as JsonLd;
      return text(entry?.name) || text((entry?.itemOffered as JsonLd | undefined)?.name);
    });
  const headings = DomUtils.findAll((element) => element.name === "h2" || element.name === "h3", nodes).map(
    (element) => clean(DomUtils.textContent(element)),
  );
  const services: string[] = [];
  for (const candidate of [...offers, ...headings]) {
    if (candidate.length < 3 || candidate.length > 60) continue;
    if (/kontakt|impressum|datenschutz|cookie|newsletter|öffnungszeiten|anfahrt|über uns/i.test(candidate))
      continue;
    if (!services.some((known) => known.toLowerCase() === candidate.toLowerCase())) services.push(candidate);
    if (services.length === MAX_SERVICES) break;
  }

  const links = DomUtils.findAll(isTag("a"), nodes).map((element) => element.attribs.href ?? "");
  const phone =
    text(org.telephone) ||
    clean(decodeURIComponent(links.find((href) => href.startsWith("tel:"))?.slice(4) ?? "")) ||
    null;
  const mail =
    text(org.email) ||
    links
      .find((href) => href.startsWith("mailto:"))
      ?.slice(7)
      .split("?")[0] ||
    "";
  const addressElement = DomUtils.findOne(isTag("address"), nodes);
  const address =
    postalAddress(org.address) || (addressElement ? clean(DomUtils.textContent(addressElement)) : "") || null;

  return {
    domain,
    name: clipText(name, 120),
    description: description ? clipText(description, 600) : null,
    services,
    address: address ? clipText(address, 200) : null,
    phone: phone ? clipText(phone, 40) : null,
    email: /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(mail) ? mail : null,
    fromWebsite: true,
  };
}
