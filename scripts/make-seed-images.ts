/**
 * Renders the flat SVG illustrations used by the demo seed (SEED=demo)
 * into JPEG files under src/server/db/seed/images/.
 *
 * Run: npx tsx scripts/make-seed-images.ts
 */
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { seasonScenes } from "./seed-images/season-scenes";
import { H, W } from "./seed-images/shapes";
import { villageScenes } from "./seed-images/village-scenes";

const MAX_BYTES = 200 * 1024;
const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "src", "server", "db", "seed", "images");

const images: Record<string, string> = { ...villageScenes, ...seasonScenes };

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  let total = 0;
  for (const [name, markup] of Object.entries(images)) {
    const buf = await sharp(Buffer.from(markup)).resize(W, H).jpeg({ quality: 72, mozjpeg: true }).toBuffer();
    if (buf.length > MAX_BYTES) {
      throw new Error(`${name} is ${buf.length} bytes, exceeds ${MAX_BYTES}`);
    }
    const file = join(OUT_DIR, name);
    writeFileSync(file, buf);
    const meta = await sharp(file).metadata();
    if (meta.width !== W || meta.height !== H) {
      throw new Error(`${name} has unexpected size ${meta.width}x${meta.height}`);
    }
    const size = statSync(file).size;
    total += size;
    console.log(`${name.padEnd(22)} ${String(size).padStart(7)} bytes`);
  }
  console.log(`${Object.keys(images).length} images, ${total} bytes total -> ${OUT_DIR}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
