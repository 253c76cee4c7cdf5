import type { AddressInfo } from "node:net";
import { asc, eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { describe, expect, it } from "vitest";
import type { Env } from "../../config";
import { outbox, subscriptions } from "../../db/schema";
import { createTestApp } from "../../test/app";
import { sharedByTheTests, sharedTestApp } from "../../test/shared-by-tests";
import { MAX_ATTEMPTS } from "./index";

interface Received {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on loopback that accepts (or, while `refuse` is set, refuses for now) every mail, and
 * refuses the recipients in `unknown` for good (550, a hard bounce).
 */
async function startSmtp() {
  const received: Received[] = [];
  const state = { refuse: false, unknown: new Set<string>() };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(address, _session, callback) {
      if (state.unknown.has(address.address)) {
        return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      }
      callback();
    },
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

/** A portal that hands its mail to an SMTP server of its own, shared by the tests of a describe block. */
function sharedPortalWithSmtp(env: Env) {
  return sharedByTheTests(
    async () => {
      const smtp = await startSmtp();
      return { smtp, t: await createTestApp({ SMTP_URL: smtp.url, ...env }) };
    },
    async ({ smtp, t }) => {
      await t.close();
      smtp.close();
    },
  );
}

describe("mail without SMTP", () => {
  const t = sharedTestApp();

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
  const s = sharedPortalWithSmtp({ MAIL_FROM: "Dorfportal <noreply@example.ch>" });

  it("delivers a mail to the SMTP server once and marks it sent", async () => {
    const { mailer, db } = s.t.app.ctx;
    await mailer.enqueue(db, { to: "beat@example.ch", subject: "Freigabe", text: "Ihr Event ist online." });
    await Promise.all([mailer.flush(), mailer.flush()]);
    expect(await mailer.flush()).toBe(0);
    expect(s.smtp.received).toHaveLength(1);
    expect(s.smtp.received[0]?.to).toEqual(["beat@example.ch"]);
    expect(s.smtp.received[0]?.raw).toContain("Subject: Freigabe");
    // Every mail: plain text and the portal's HTML beside it, marked as sent by a machine (RFC 3834).
    expect(s.smtp.received[0]?.raw).toContain("multipart/alternative");
    expect(s.smtp.received[0]?.raw).toContain("Content-Type: text/html");
    expect(s.smtp.received[0]?.raw).toContain("Auto-Submitted: auto-generated");
    const [row] = await db.select().from(outbox);
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("keeps a refused mail with its error and delivers it once the server accepts again", async () => {
    const { mailer, db } = s.t.app.ctx;
    s.smtp.state.refuse = true;
    await mailer.enqueue(db, { to: "carla@example.ch", subject: "Erinnerung", text: "Bitte bestätigen." });
    await mailer.flush();
    let rows = await db.select().from(outbox).orderBy(asc(outbox.id));
    expect(rows[1]).toMatchObject({ sentAt: null, attempts: 1 });
    expect(rows[1]?.error).toContain("Postfach voll");

    s.smtp.state.refuse = false;
    await db.update(outbox).set({ claimedUntil: null });
    await mailer.flush();
    rows = await db.select().from(outbox).orderBy(asc(outbox.id));
    expect(rows[1]?.sentAt).toBeInstanceOf(Date);
    expect(s.smtp.received.map((mail) => mail.to[0])).toEqual(["beat@example.ch", "carla@example.ch"]);
  });

  it("stops a subscriber's mail when the server refuses the address for good, without retries", async () => {
    const { mailer, db } = s.t.app.ctx;
    await db.insert(subscriptions).values({
      email: "weg@example.ch",
      token: "token-eines-verschwundenen-lesers-0001",
      topics: ["notices:allgemein"],
      confirmedAt: new Date(),
    });
    s.smtp.state.unknown.add("weg@example.ch");
    await db.update(outbox).set({ sentAt: new Date() });
    await mailer.enqueue(db, { to: "weg@example.ch", subject: "Mitteilung", text: "Neu" });
    await mailer.flush();
    const [row] = await db.select().from(outbox).where(eq(outbox.toAddress, "weg@example.ch"));
    expect(row).toMatchObject({ sentAt: null, attempts: MAX_ATTEMPTS });
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.email, "weg@example.ch"));
    expect(subscription?.bouncedAt).toBeInstanceOf(Date);
  });
});

describe("mail over SMTP, at a pace and with bounces", () => {
  const s = sharedPortalWithSmtp({ MAIL_PER_MINUTE: "3" });

  it("hands at most MAIL_PER_MINUTE mails to the server a minute, each with a Message-ID of its own row", async () => {
    const { mailer, db } = s.t.app.ctx;
    await mailer.enqueueAll(
      db,
      [1, 2, 3, 4, 5].map((n) => ({ to: `leser${n}@example.ch`, subject: `Mitteilung ${n}`, text: "Neu" })),
    );
    expect(await mailer.flush()).toBe(3);
    expect(s.smtp.received).toHaveLength(3);
    const rows = await db.select().from(outbox).orderBy(asc(outbox.id));
    expect(rows.filter((row) => row.sentAt === null)).toHaveLength(2);
    // The same row keeps its Message-ID, so that a mail sent again after a crash is known as the same mail.
    expect(s.smtp.received[0]?.raw).toMatch(
      new RegExp(`Message-ID: <outbox-${rows[0]!.id}-${rows[0]!.createdAt.getTime()}@localhost>`, "i"),
    );
  });
});
