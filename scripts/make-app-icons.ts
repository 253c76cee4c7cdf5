/**
 * Renders the installed portal's icons (web app manifest, home screen, notifications) from the favicon,
 * into public/icons/. The PNGs are committed: run again after a change of public/favicon.svg.
 *
 * Run: npx tsx scripts/make-app-icons.ts
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const favicon = readFileSync(path.join(root, "public/favicon.svg"), "utf8");
const outDir = path.join(root, "public/icons");

// The house and the red of the favicon, so that there is one drawing of the logo to change.
const house = /<path d="([^"]+)"/.exec(favicon)?.[1];
const red = /<rect [^>]*fill="([^"]+)"/.exec(favicon)?.[1];
if (!house || !red) throw new Error("public/favicon.svg no longer has the rect and path this script reads");

/**
 * The house on a full square of red, scaled around its centre: launchers cut maskable icons to a circle
 * or a squircle that keeps only the middle 80 %, and iOS rounds the corners of the touch icon itself, so
 * neither may have transparent corners.
 */
const fullBleed = (houseScale: number) => {
  const offset = 16 - 16 * houseScale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${red}"/><path d="${house}" fill="#fff" transform="translate(${offset} ${offset}) scale(${houseScale})"/></svg>`;
};

/** Android draws a notification's badge from its alpha channel alone: the house, white on transparent. */
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="4 4 24 24"><path d="${house}" fill="#fff"/></svg>`;

const ICONS: { file: string; svg: string; size: number }[] = [
  { file: "icon-192.png", svg: favicon, size: 192 },
  { file: "icon-512.png", svg: favicon, size: 512 },
  // The house spans 20 of 32 units; at 0.75 it stays inside the safe circle (80 % of the width).
  { file: "icon-maskable-512.png", svg: fullBleed(0.75), size: 512 },
  { file: "apple-touch-icon.png", svg: fullBleed(0.85), size: 180 },
  { file: "badge-96.png", svg: badge, size: 96 },
];

mkdirSync(outDir, { recursive: true });
for (const { file, svg, size } of ICONS) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(outDir, file));
  console.log(`public/icons/${file} (${size}×${size})`);
}
