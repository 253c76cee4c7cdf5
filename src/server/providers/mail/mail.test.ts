import type { AddressInfo } from "node:net";
import { asc } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that accepts (or, while `refuse` is set, refuses) every mail. */
async function startSmtp() {
  const received: Received[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (state.refuse) return callback(new Error("Postfach voll"));
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, state, close: () => server.close() };
}

describe("mail without SMTP", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("keeps the mail in the outbox, unsent, for admins to read", async () => {
    const { mailer, db } = t.app.ctx;
    expect(mailer.delivers).toBe(false);
    await mailer.send({ to: "anna@example.ch", subject: "Willkommen", text: "Grüezi Anna" });
    expect(await mailer.flush()).toBe(0);
    const rows = await db.select().from(outbox);
    expect(rows).toMatchObject([
      { toAddress: "anna@example.ch", subject: "Willkommen", body: "Grüezi Anna", sentAt: null },
    ]);
  });

  it("writes nothing when the transaction that enqueued the mail is rolled back", async () => {
    const { mailer, db } = t.app.ctx;
    const before = (await db.select().from(outbox)).length;
    await expect(
      db.transaction(async (tx) => {
        await mailer.enqueue(tx, { to: "x@example.ch", subject: "Nie", text: "nie gesendet" });
        throw new Error("abgebrochen");
      }),
    ).rejects.toThrow("abgebrochen");
    expect(await db.select().from(outbox)).toHaveLength(before);
  });
});

describe("mail over SMTP", () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "Dorfportal <noreply@example.ch>" });
  });
  afterAll(async () => {
    await t.close();
    smtp.close();
  });

  it("delivers a mail to the SMTP server once and marks it sent", async () => {
    const { mailer, db } = t.app.ctx;
    await mailer.enqueue(db, { to: "beat@example.ch", subject: "Freigabe", text: "Ihr Event ist online." });
    await Promise.all([mailer.flush(), mailer.flush()]);
    expect(await mailer.flush()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(["beat@example.ch"]);
    expect(smtp.received[0]?.raw).toContain("Subject: Freigabe");
    const [row] = await db.select().from(outbox);
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("keeps a refused mail with its error and delivers it once the server accepts again", async () => {
    const { mailer, db } = t.app.ctx;
    smtp.state.refuse = true;
    await mailer.enqueue(db, { to: "carla@example.ch", subject: "Erinnerung", text: "Bitte bestätigen." });
    await mailer.flush();
    let rows = await db.select().from(outbox).orderBy(asc(outbox.id));
    expect(rows[1]).toMatchObject({ sentAt: null, attempts: 1 });
    expect(rows[1]?.error).toContain("Postfach voll");

    smtp.state.refuse = false;
    await db.update(outbox).set({ claimedUntil: null });
    await mailer.flush();
    rows = await db.select().from(outbox).orderBy(asc(outbox.id));
    expect(rows[1]?.sentAt).toBeInstanceOf(Date);
    expect(smtp.received.map((mail) => mail.to[0])).toEqual(["beat@example.ch", "carla@example.ch"]);
  });
});
