import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import webpush from "web-push";
import type { VapidKeys } from "./types";

const KEY_FILE = "vapid-keys.json";

/**
 * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or a pair generated once and kept in the data folder: a new pair would
 * orphan every browser's subscription, which is bound to the public key it was made with.
 */
export async function vapidKeys(
  configured: { publicKey?: string; privateKey?: string },
  dataDir: string,
): Promise<VapidKeys> {
  if (configured.publicKey && configured.privateKey) {
    return { publicKey: configured.publicKey, privateKey: configured.privateKey };
  }
  const file = path.join(dataDir, KEY_FILE);
  const stored = await readKeys(file);
  if (stored) return stored;
  await mkdir(dataDir, { recursive: true });
  // Two instances starting together: the first file written wins, and both read it back.
  await writeFile(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600, flag: "wx" }).catch(
    () => {},
  );
  const written = await readKeys(file);
  if (!written) throw new Error(`${file} holds no VAPID keys`);
  return written;
}

async function readKeys(file: string): Promise<VapidKeys | null> {
  try {
    const keys = JSON.parse(await readFile(file, "utf8")) as Partial<VapidKeys>;
    return keys.publicKey && keys.privateKey
      ? { publicKey: keys.publicKey, privateKey: keys.privateKey }
      : null;
  } catch {
    return null;
  }
}
