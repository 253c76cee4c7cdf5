import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The running portal's process id, in DATA_DIR while it holds the embedded database (PGlite allows one
 * process only): the operator command reads it to refuse working on the database underneath the portal.
 */
export const PID_FILE = "portal.pid";

export function markRunning(dataDir: string): () => void {
  const file = path.join(dataDir, PID_FILE);
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
