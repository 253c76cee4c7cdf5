/** Settings of the running site that the browser needs; sent with every server-rendered page. */
export interface SiteSettings {
  municipality: string;
  editorialEmail: string;
  timeZone: string;
  publicUrl: string;
  /** The site-wide sharing picture (OG_IMAGE_URL, or the one shipped in public/images/og). */
  ogImageUrl: string;
  authMode: "password" | "oidc";
  /** Who publishes the portal (Impressum): PUBLISHER_NAME and PUBLISHER_ADDRESS. */
  publisher: { name: string; address: string | null };
  /**
   * Who writes drafts: a language model (AI_BASE_URL set) or the built-in template writer. The forms say
   * which, so that nothing is called 'KI' that is not.
   */
  writer: "model" | "template";
}

export const SOCIAL_LINKS = [
  { label: "Facebook", href: "https://www.facebook.com/dorfportal" },
  { label: "Instagram", href: "https://www.instagram.com/dorfportal" },
] as const;

/** The data block the server embeds in each page (a JSON script element, never executed). */
export const STATE_ELEMENT_ID = "__dorfportal_state";

/**
 * A signed-in member's copy of a cached public page carries this attribute on `<html>`: the page was
 * rendered for visitors, and the browser fills in the member's own parts after hydration.
 */
export const SESSION_MARK = "data-session";

/**
 * Public reads whose answer shows a signed-in member more than a visitor (contact details, a report's
 * billing address, their place in a group): the response cache computes them for members, and a member's browser reads them
 * again after hydrating a cached page.
 */
export const MEMBER_DEPENDENT_READS = ["/api/help-entries", "/api/pr-reports", "/api/groups/"] as const;
