import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The running portal's process id, in DATA_DIR while it holds the embedded database (PGlite allows one
 * process only): a second portal on the same DATA_DIR refuses to start, and the operator command refuses
 * to work on the database underneath the portal.
 */
export const PID_FILE = "portal.pid";

/** Another portal holds this DATA_DIR; its message says so to the operator. */
export class DataDirInUseError extends Error {}

/**
 * Claims DATA_DIR for this process, or throws DataDirInUseError while another running portal holds it.
 * A mark left by a portal that died (kill -9, a crash, a reboot) names no running process and is taken over.
 */
export function markRunning(dataDir: string): () => void {
  const file = path.join(dataDir, PID_FILE);
  mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      // Exclusive creation: of two portals starting at once, one creates the file and the other sees it.
      writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = runningPortal(dataDir);
    // Our own id in the file is a previous life of a container whose processes count from 1 again.
    if (holder !== null && holder !== process.pid) {
      throw new DataDirInUseError(
        `Das Portal läuft bereits (Prozess ${holder}) und hält die eingebettete Datenbank in ${dataDir} offen.\n` +
          "Ein zweiter Prozess auf demselben DATA_DIR würde sie beschädigen: Bitte beenden Sie zuerst den laufenden Prozess " +
          "oder starten Sie diesen mit einem anderen DATA_DIR (mehrere Instanzen brauchen DATABASE_URL).",
      );
    }
    rmSync(file, { force: true });
  }
  throw new DataDirInUseError(
    `${file} wird gerade von einem anderen Prozess angelegt. Bitte erneut starten.`,
  );
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
