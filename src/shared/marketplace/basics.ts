// Without zod: this is what the first page load needs of the area (the budget, docs/performance.md).
import {
  HELP_CATEGORIES,
  HELP_CATEGORY_LABELS,
  HELP_ENTRY_KINDS,
  type HELP_ENTRY_STATUSES,
  type HelpCategory,
  type ModerationStatus,
} from "../common/constants";
import { paths } from "../common/paths";

/** The neighbourhood marketplace (spec portal-members §2 "Marketplace page", §3, §4, §5, §8). */

export type HelpEntryKind = (typeof HELP_ENTRY_KINDS)[number];
export type HelpEntryStatus = (typeof HELP_ENTRY_STATUSES)[number];

/** An entry as the API answers it (spec §3 "Marketplace (help) entry"). */
export interface HelpEntry {
  id: number;
  kind: HelpEntryKind;
  category: HelpCategory;
  title: string;
  description: string;
  name: string;
  /** Only signed-in members read how to reach the owner; visitors get null (docs/decisions.md). */
  contactEmail: string | null;
  contactPhone: string | null;
  status: HelpEntryStatus;
  imageUrl: string | null;
  images: string[];
  price: string | null;
  createdAt: string;
  ownerUserId: string;
  moderationState: ModerationStatus;
}

/** The four groups the categories belong to, in the order the filter lists them (spec §2). */
export const HELP_CATEGORY_GROUPS: ReadonlyArray<{ label: string; categories: readonly HelpCategory[] }> = [
  { label: "Dienstleistungen", categories: ["household_garden", "companionship_care"] },
  { label: "Freizeitpartner", categories: ["sports_leisure"] },
  { label: "Teilen", categories: ["gear_share"] },
  { label: "Sonstiges", categories: ["other"] },
];

export const helpCategoryLabel = (category: string) =>
  HELP_CATEGORY_LABELS[category as HelpCategory] ?? "Sonstiges";

export const HELP_KIND_LABELS: Record<HelpEntryKind, string> = { offer: "Biete", request: "Suche" };

/** Spec §4: the marketplace list says 'Belegt' for anything that is not open. */
export const listStatusLabel = (status: HelpEntryStatus) => (status === "open" ? "Verfügbar" : "Belegt");
/** Spec §4: the same statuses as the profile and the dashboard name them. */
export const PROFILE_STATUS_LABELS: Record<HelpEntryStatus, string> = {
  open: "Verfügbar",
  assigned: "Belegt",
  closed: "Geschlossen",
};
export const DASHBOARD_STATUS_LABELS: Record<HelpEntryStatus, string> = {
  open: "Offen",
  assigned: "Zugewiesen",
  closed: "Abgeschlossen",
};

export const HELP_ENTRY_NOT_FOUND = "Eintrag nicht gefunden";
export const CONTACT_REQUIRED = "Mindestens E-Mail oder Telefon ist erforderlich";
export const HELP_IMAGE_NOT_OWN = "Bitte laden Sie die Bilder über das Formular hoch.";

/** Spec §9 and §5: at most five pictures per entry, the new offer form takes one, PNG or JPEG. */
export const HELP_IMAGES_MAX = 5;
export const OFFER_FORM_IMAGES_MAX = 1;
export const OFFER_FORM_IMAGE_TYPES = ["image/png", "image/jpeg"] as const;
/** Spec §9: the delete confirmation quotes the description up to 100 characters. */
export const DELETE_PREVIEW_LENGTH = 100;
/** Cards per page of the marketplace list. */
export const MARKETPLACE_PAGE_SIZE = 24;

export const SEARCH_TERM_MAX = 100;

/** The list's filters; a missing one does not filter. */
export interface HelpEntryFilter {
  q?: string;
  kind?: HelpEntryKind;
  category?: HelpCategory;
}

/** The filters of a /marktplatz address; unknown values are ignored rather than failing the page. */
export function filterOfSearch(search: URLSearchParams): HelpEntryFilter {
  const q = (search.get("q") ?? "").trim().slice(0, SEARCH_TERM_MAX);
  const kind = search.get("kind");
  const category = search.get("category");
  return {
    q: q || undefined,
    kind: HELP_ENTRY_KINDS.find((value) => value === kind),
    category: HELP_CATEGORIES.find((value) => value === category),
  };
}

/** The query string of a filter, in a fixed order, empty parts left out (shared by page and API). */
export function filterQueryString(filter: HelpEntryFilter): string {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.kind) params.set("kind", filter.kind);
  if (filter.category) params.set("category", filter.category);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Where a home tile or a search hit of an entry leads: its card in the marketplace list. */
export const helpEntryHref = paths.helpEntry;
export const helpEntryAnchor = (id: number) => `eintrag-${id}`;

/** Spec §2: the contact link, to the inbox with the owner and the entry preselected. */
export const contactHref = (entry: Pick<HelpEntry, "id" | "ownerUserId">) =>
  `/inbox?contact=${encodeURIComponent(entry.ownerUserId)}&entry=${entry.id}`;

/** The edit route of an entry, by its kind (spec §2). */
export const editHref = (entry: Pick<HelpEntry, "id" | "kind">) =>
  `${entry.kind === "request" ? "/nachbarschaftshilfe-suchen" : "/nachbarschaftshilfe-anbieten"}?edit=${entry.id}`;

/** The first picture of an entry: the single image, else the first of the gallery. */
export const entryImage = (entry: Pick<HelpEntry, "imageUrl" | "images">) =>
  entry.imageUrl ?? entry.images[0] ?? null;

/** Spec §9: the delete dialog quotes the description, cut at 100 characters. */
export const deletePreview = (description: string) =>
  description.length > DELETE_PREVIEW_LENGTH
    ? `${description.slice(0, DELETE_PREVIEW_LENGTH)}...`
    : description;

/** Spec §8: the marketplace's toasts. */
export const HELP_ENTRY_MESSAGES = {
  created: "Erfolgreich erstellt!",
  updated: "Erfolgreich aktualisiert!",
  deleted: "Erfolgreich gelöscht!",
  dashboardDeleted: "Eintrag gelöscht",
  statusUpdated: "Status aktualisiert",
  updateFailed: "Es gab einen Fehler beim Aktualisieren des Eintrags.",
  deleteFailed: "Es gab einen Fehler beim Löschen des Eintrags.",
  dashboardDeleteFailed: "Der Eintrag konnte nicht gelöscht werden.",
  statusFailed: "Der Status konnte nicht aktualisiert werden.",
  offerFailed: "Es gab einen Fehler beim Erstellen Ihres Angebots.",
  requestFailed: "Es gab einen Fehler beim Erstellen Ihres Gesuchs.",
  unknownError: "Unbekannter Fehler",
  unauthorizedTitle: "Nicht autorisiert",
  unauthorizedDescription: "Sie müssen angemeldet sein. Leite weiter...",
  missingTitle: "Pflichtfelder fehlen",
  missingDescription: "Bitte füllen Sie alle Pflichtfelder aus.",
  empty: "Keine Einträge gefunden",
} as const;

/** Spec §5: the uploader's alerts. */
export const uploaderAlerts = {
  tooLarge: (file: string, megabytes: number) => `${file} ist zu groß. Maximum: ${megabytes}MB`,
  wrongType: (file: string, types: string) => `${file} hat einen ungültigen Dateityp. Erlaubt: ${types}`,
  notAnImage: (file: string) => `${file} ist keine Bilddatei.`,
};

/** Spec §2: prices are free text, shown in CHF unless the owner already wrote a currency or words ('Gratis'). */
export const priceLabel = (price: string) =>
  /^\d/.test(price) && !/chf|fr\./i.test(price) ? `CHF ${price}` : price;
