import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { markRunning } from "./main-pid";

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
  const app = await buildApp({
    config,
    renderMode: config.env === "development" ? "development" : "production",
    logger: true,
  });
  if (config.env === "production" && !config.legalDetailsConfigured) {
    app.log.warn(
      { editorialEmail: config.editorialEmail, publisher: config.publisher },
      "EDITORIAL_EMAIL und PUBLISHER_ADDRESS sind nicht gesetzt: Kontaktseite und Impressum zeigen Ersatzangaben. Bitte die Adresse der Redaktion und der Herausgeberin konfigurieren.",
    );
  }
  const unmark = config.databaseUrl ? () => {} : markRunning(config.dataDir);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
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
