// The installable portal (issue 26): its web app manifest and what every page's head says of it.

/** The red of the logo (public/favicon.svg, layout/Logo.tsx): the title bar of the installed portal. */
export const THEME_COLOR = "#b91c1c";
/** The pages' background (Tailwind's stone-50 on <body>): the splash screen while the portal starts. */
export const BACKGROUND_COLOR = "#fafaf9";

/** Rendered from the favicon by scripts/make-app-icons.ts. */
export const APP_ICONS = {
  any192: "/icons/icon-192.png",
  any512: "/icons/icon-512.png",
  maskable512: "/icons/icon-maskable-512.png",
  appleTouch: "/icons/apple-touch-icon.png",
  /** A notification's small monochrome sign in the status bar (Android). */
  badge: "/icons/badge-96.png",
} as const;

export const siteName = (municipality: string) => `Dorfportal ${municipality}`;
export const siteDescription = (municipality: string) =>
  `Lokale Nachrichten und Nachbarschaft aus ${municipality}.`;

/** The web app manifest (served at /manifest.webmanifest): what a browser needs to install the portal. */
export function webAppManifest(municipality: string) {
  return {
    id: "/",
    name: siteName(municipality),
    // A launcher shows about twelve characters under the icon.
    short_name: "Dorfportal",
    description: siteDescription(municipality),
    lang: "de-CH",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ["news"],
    icons: [
      { src: APP_ICONS.any192, sizes: "192x192", type: "image/png", purpose: "any" },
      { src: APP_ICONS.any512, sizes: "512x512", type: "image/png", purpose: "any" },
      { src: APP_ICONS.maskable512, sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}

/** In every page's head: the manifest, the title bar's colour, and the icon iOS puts on the home screen. */
export const WEB_APP_HEAD_TAGS = [
  `<link rel="manifest" href="/manifest.webmanifest">`,
  `<meta name="theme-color" content="${THEME_COLOR}">`,
  `<link rel="apple-touch-icon" href="${APP_ICONS.appleTouch}">`,
] as const;
