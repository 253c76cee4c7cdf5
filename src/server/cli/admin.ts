// `npm run admin -- grant name@example.ch`: the operator's way to the first administrator, without mail.
import path from "node:path";
import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { grantAdmin } from "../features/auth/service";
import { runningPortal } from "../main-pid";

const USAGE = "Verwendung: npm run admin -- grant name@example.ch";

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if (command !== "grant" || !email || !email.includes("@")) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  if (!config.databaseUrl) {
    const pid = runningPortal(config.dataDir);
    if (pid !== null) {
      console.error(
        `Das Portal läuft noch (Prozess ${pid}) und hält die eingebettete Datenbank in ${config.dataDir} offen.\n` +
          "Bitte stoppen Sie das Portal zuerst, führen Sie den Befehl dann erneut aus und starten Sie das Portal danach wieder.",
      );
      return 1;
    }
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "db"),
  });
  try {
    const user = await grantAdmin(database.db, email.trim());
    if (!user) {
      console.error(
        `Kein Konto mit der Adresse ${email}. Bitte registrieren Sie das Konto zuerst auf /login und führen Sie den Befehl dann erneut aus.`,
      );
      return 1;
    }
    console.log(`${user.email} ist jetzt Administrator (E-Mail-Adresse als bestätigt markiert).`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
