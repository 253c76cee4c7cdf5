import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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

/** The pid of a portal that holds the embedded database in this DATA_DIR, if it is still running. */
export function runningPortal(dataDir: string): number | null {
  const file = path.join(dataDir, PID_FILE);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, "utf8").trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
}
