import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase } from "../src/server/db/scratch";
import { MailSink, type Portal, startReadyPortal, stopPortal, waitFor } from "./portal";

const FIRST_PORT = 5616;
const SECOND_PORT = 5617;
const SMTP_PORT = 5647;
const SERVER_URL = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const SUBSCRIBERS = 2_000;
/** The kill comes after this many mails arrived, with the rest of the fan-out still queued. */
const KILL_AFTER = 300;

/** Each mail held 1 ms by the server: the fan-out takes long enough to be cut in the middle. */
const mail = new MailSink(SMTP_PORT, 1);
let database: pg.Client;
let env: Record<string, string>;
let cleanup: () => Promise<void>;

/** A published notice nobody was told of yet, as the newsroom leaves it at its moment of publication. */
async function publishNotice(title: string) {
  await database.query(
    `insert into notices (kind, title, slug, content, details, status, published_at, expires_at)
     values ('allgemein', $1, $2, 'Bitte Leitungswasser abkochen.', '{}', 'published', now(), now() + interval '30 days')`,
    [title, title.toLowerCase().replace(/[^a-z0-9]+/g, "-")],
  );
}

/** The mails of one notice that arrived, per recipient, with their Message-IDs. */
function arrived(title: string) {
  const perRecipient = new Map<string, { count: number; ids: Set<string> }>();
  for (const received of mail.mails) {
    if (!received.raw.includes(title)) continue;
    const id = /^Message-ID: (.+)$/im.exec(received.raw)?.[1]?.trim() ?? "";
    const entry = perRecipient.get(received.to) ?? { count: 0, ids: new Set<string>() };
    entry.count += 1;
    entry.ids.add(id);
    perRecipient.set(received.to, entry);
  }
  return perRecipient;
}

beforeAll(async () => {
  await mail.start();
  const dataDir = await mkdtemp(path.join(tmpdir(), "dorfportal-faults-mail-"));
  const scratch = await createScratchDatabase(SERVER_URL, "dorf_faults_mail");
  env = { DATA_DIR: dataDir, DATABASE_URL: scratch.url, SMTP_URL: mail.url, MAIL_PER_MINUTE: "100000" };
  // The first start migrates the database; the subscribers are then written as a sign-up leaves them.
  await stopPortal(await startReadyPortal(FIRST_PORT, env));
  database = new pg.Client({ connectionString: scratch.url });
  await database.connect();
  await database.query(
    `insert into subscriptions (email, token, topics, confirmed_at)
     select 'leser' || i || '@example.ch', 'token-fuer-leser-' || i || '-' || md5(i::text), array['notices:allgemein'], now()
     from generate_series(1, ${SUBSCRIBERS}) i`,
  );
  cleanup = async () => {
    await database.end();
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
    await mail.close();
  };
});
afterAll(() => cleanup());

describe(`a notice to ${SUBSCRIBERS} subscribers`, () => {
  it("reaches each subscriber once after kill -9 in the middle of the send and a restart", {
    timeout: 420_000,
  }, async () => {
    const title = "Wasserleitung Bachstrasse gesperrt";
    await publishNotice(title);
    const first = await startReadyPortal(FIRST_PORT, env);
    await waitFor("the first mails", async () => arrived(title).size >= KILL_AFTER, 600);
    first.child.kill("SIGKILL");
    await first.exited;
    const beforeRestart = arrived(title).size;
    expect(beforeRestart).toBeLessThan(SUBSCRIBERS);

    let second: Portal | undefined;
    try {
      second = await startReadyPortal(FIRST_PORT, env);
      // The rows the dead instance had claimed are free again after its claim ran out (two minutes).
      await waitFor("every subscriber's mail", async () => arrived(title).size === SUBSCRIBERS, 3_000);
    } finally {
      if (second) await stopPortal(second);
    }
    const { rows } = await database.query<{ queued: number }>(
      "select count(*)::int as queued from outbox where subject = $1",
      [`Allgemein: ${title}`],
    );
    // Queued once per subscriber, in the transaction that marked the notice as told.
    expect(rows[0]?.queued).toBe(SUBSCRIBERS);
    const received = arrived(title);
    // A mail cut off by the kill after the server took it goes again under its Message-ID: one mail to the reader.
    const twoDifferent = [...received].filter(([, entry]) => entry.ids.size !== 1).map(([to]) => to);
    expect(twoDifferent).toEqual([]);
    const repeated = [...received.values()].filter((entry) => entry.count > 1).length;
    expect(repeated).toBeLessThanOrEqual(1);
  });

  it("is sent by two instances at once with each mail handed over exactly once", {
    timeout: 300_000,
  }, async () => {
    const title = "Strassenreinigung am Montag";
    // Queued as a publication leaves them, before either instance starts: both deliver from the first moment.
    await database.query(
      `insert into outbox (to_address, subject, body)
       select 'leser' || i || '@example.ch', $1, $2 from generate_series(1, ${SUBSCRIBERS}) i`,
      [`Allgemein: ${title}`, `${title}: die Strassen werden gereinigt.`],
    );
    const [one, two] = await Promise.all([
      startReadyPortal(FIRST_PORT, env),
      startReadyPortal(SECOND_PORT, env),
    ]);
    try {
      await waitFor("every subscriber's mail", async () => arrived(title).size === SUBSCRIBERS, 2_000);
    } finally {
      await Promise.all([stopPortal(one), stopPortal(two)]);
    }
    // Every queued mail is marked sent, and none arrived twice.
    const { rows } = await database.query<{ sent: number }>(
      "select count(*)::int as sent from outbox where subject = $1 and sent_at is not null",
      [`Allgemein: ${title}`],
    );
    expect(rows[0]?.sent).toBe(SUBSCRIBERS);
    const twice = [...arrived(title)].filter(([, entry]) => entry.count !== 1).map(([to]) => to);
    expect(twice).toEqual([]);
  });
});
