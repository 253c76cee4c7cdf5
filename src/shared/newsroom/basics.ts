import type { EditorialStatus } from "../common/constants";

/** The newsroom's German texts and labels, without the schemas, for the pages that only show them. */
export const ARTICLE_WITHDRAWN = "Dieser Artikel wurde zurückgezogen.";
export const ARTICLE_EDIT_NOT_FOUND = "Artikel nicht gefunden.";
export const ONLY_DRAFTS_DELETED =
  "Nur Entwürfe können gelöscht werden. Ziehen Sie den Artikel stattdessen zurück.";
export const SLUG_TAKEN = "Diese Adresse (Slug) ist bereits vergeben.";
export const PUBLISH_AT_REQUIRED = "Bitte geben Sie Datum und Uhrzeit der Veröffentlichung an.";
export const IMAGE_ALT_REQUIRED = "Bitte beschreiben Sie das Bild (Alternativtext).";
/** A preview link (/vorschau/artikel/{token}) that is forged, for another item, or expired. */
export const PREVIEW_INVALID = "Dieser Vorschau-Link ist ungültig oder abgelaufen.";

/** The byline of articles signed by the team rather than a person. */
export const EDITORIAL_BYLINE = "Redaktion";

export const EDITORIAL_STATUS_LABELS: Record<EditorialStatus, string> = {
  draft: "Entwurf",
  scheduled: "Geplant",
  published: "Veröffentlicht",
  withdrawn: "Zurückgezogen",
};
