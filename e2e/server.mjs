// The portal as `npm start` runs it, on a fresh data folder with the demo content, for the browser suite.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

import { SMTPServer } from "smtp-server";

// Mail is delivered for real, over SMTP, to this sink; the specs read it from its small HTTP mailbox
// (GET /mail?to=…), as a member reads their inbox. Production code has no test door for this.
const port = Number(process.env.E2E_PORT ?? "5173");
const smtpPort = port + 10_000;
const mailboxPort = port + 20_000;
const mailbox = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      for (const to of session.envelope.rcptTo) mailbox.push({ to: to.address.toLowerCase(), raw });
      callback();
    });
  },
});
smtp.listen(smtpPort, "127.0.0.1");
const mailboxServer = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  const to = (url.searchParams.get("to") ?? "").toLowerCase();
  response.setHeader("Content-Type", "application/json");
  response.end(JSON.stringify(mailbox.filter((mail) => mail.to === to).map((mail) => mail.raw)));
});
mailboxServer.listen(mailboxPort, "127.0.0.1");

const dataDir = mkdtempSync(path.join(tmpdir(), "dorfportal-e2e-"));
const child = spawn(process.execPath, [path.join(import.meta.dirname, "../scripts/start.mjs")], {
  stdio: "inherit",
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? "5173",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED: "demo",
    ADMIN_EMAILS: "admin@example.ch",
    // The browser is the only client; helpers.ts gives each sign-up an address of its own.
    TRUST_PROXY: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? "5173"}`,
    DATABASE_URL: "",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: "Dorfportal <noreply@example.ch>",
  },
});
const stop = (signal) => child.kill(signal);
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
child.on("exit", (code) => {
  smtp.close();
  mailboxServer.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
