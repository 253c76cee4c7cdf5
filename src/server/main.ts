import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { DataDirInUseError, markRunning } from "./main-pid";
import { assertProductionBuild, BuildMismatchError } from "./render/index";

/** A shutdown that has not finished by then (a request that does not end) is cut short. */
const SHUTDOWN_DEADLINE_MS = 9_000;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const renderMode = config.env === "development" ? "development" : "production";
  // Before anything is opened: a development build would answer every page with a 500.
  if (renderMode === "production") {
    try {
      await assertProductionBuild();
    } catch (error) {
      if (!(error instanceof BuildMismatchError)) throw error;
      console.error(error.message);
      process.exit(1);
    }
  }
  // Before the embedded database is opened: a second process on it would corrupt it.
  let unmark = () => {};
  if (!config.databaseUrl) {
    try {
      unmark = markRunning(config.dataDir);
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
      console.error(error.message);
      process.exit(1);
    }
  }
  const app = await buildApp({ config, renderMode, logger: true, everyMinute: true });
  if (config.env === "production" && !config.legalDetailsConfigured) {
    app.log.warn(
      { editorialEmail: config.editorialEmail, publisher: config.publisher },
      "EDITORIAL_EMAIL und PUBLISHER_ADDRESS sind nicht gesetzt: Kontaktseite und Impressum zeigen Ersatzangaben. Bitte die Adresse der Redaktion und der Herausgeberin konfigurieren.",
    );
  }
  if (config.env === "production" && !config.mail.fromConfigured) {
    app.log.warn(
      { from: config.mail.from },
      "MAIL_FROM ist nicht gesetzt: E-Mails gehen mit einem Absender aus PUBLIC_URL hinaus, den der Mailserver vielleicht nicht versenden darf (SPF/DKIM). Bitte MAIL_FROM konfigurieren.",
    );
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    setTimeout(() => {
      app.log.error("shutdown took too long, exiting");
      unmark();
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // Stops accepting connections, lets running requests finish, then closes the database.
    await app.close();
    unmark();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
