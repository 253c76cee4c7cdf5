// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the built client, once at
// build time and at the highest settings, so that the server sends the matching encoding without
// compressing anything per request (@fastify/static, preCompressed).
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const root = path.resolve(process.argv[2] ?? "dist/client");
const COMPRESSIBLE = new Set([".js", ".css", ".svg", ".json", ".txt", ".xml", ".webmanifest", ".map"]);
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* files(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.has(path.extname(entry.name))) yield full;
  }
}

let plain = 0;
let compressed = 0;
for await (const file of files(root)) {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) continue;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gz);
  plain += content.length;
  compressed += br.length;
}
console.log(
  `precompressed ${(plain / 1024).toFixed(0)} KiB into ${(compressed / 1024).toFixed(0)} KiB of brotli`,
);
