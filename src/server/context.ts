import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import type { ResponseCache } from "./cache/response-cache";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { SessionHandover } from "./features/auth/sessions";
import { deriveVoterKey } from "./features/election/service";
import { derivePreviewKey } from "./features/newsroom/preview-links";
import { Notifier } from "./features/notifications/notifier";
import { createSiteFetcher, type SiteFetcher } from "./features/pr-reports/site-fetcher";
import { deriveUploadKey } from "./features/uploads/service";
import { deriveUnsubscribeKey } from "./http/one-click";
import { createMailer, type Mailer } from "./providers/mail/index";
import { createPaymentProvider, type PaymentProvider } from "./providers/payments/index";
import { Pusher, vapidKeys, webPushTransport } from "./providers/push/index";
import { createObjectStorage, type ObjectStorage } from "./providers/storage/index";
import { RealtimeHub } from "./realtime/hub";

/** What every area reaches through `app.ctx`: the database, the providers and the keys of this portal. */
export interface AppContext {
  config: Config;
  db: Database["db"];
  database: Database;
  storage: ObjectStorage;
  redis?: Redis;
  /** Outgoing mail: the outbox, delivered over SMTP when configured (providers/mail). */
  mailer: Mailer;
  /** The one notification path: an event to each recipient's mail, push and centre (features/notifications). */
  notifier: Notifier;
  /** Signs upload URLs; derived from the session secret (features/uploads/service.ts). */
  uploadKey: Buffer;
  /** Signs newsroom preview links; derived from the session secret (features/newsroom/lifecycle.ts). */
  previewKey: Buffer;
  /** Signs the one-click unsubscribe links of members' mails; derived from the session secret (http/one-click.ts). */
  unsubscribeKey: Buffer;
  /** Keys the hashes of visitors' addresses in the election poll (features/election/service.ts). */
  voterKey: Buffer;
  /** The PR subscription: Stripe when configured, else the built-in test provider (providers/payments). */
  payments: PaymentProvider;
  /** Reads company homepages for PR reports from public addresses only (features/pr-reports). */
  siteFetcher: SiteFetcher;
  /** Live events to members over /ws, across instances through Redis when configured (realtime/). */
  realtime: RealtimeHub;
  /** What areas carry over from a signed-out session at sign-in; each area's routes add theirs. */
  sessionHandovers: SessionHandover[];
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
    /** Anonymous answers of public routes (cache/public-routes.ts), kept until their content changes. */
    responseCache: ResponseCache;
  }
}

/** SESSION_SECRET, or one generated once and kept in the data folder. */
export async function sessionSecret(config: Config): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, "session-secret");
  try {
    return (await readFile(file, "utf8")).trim();
  } catch {
    await mkdir(config.dataDir, { recursive: true });
    const secret = randomBytes(48).toString("base64url");
    await writeFile(file, secret, { mode: 0o600, flag: "wx" }).catch(() => {});
    return (await readFile(file, "utf8")).trim();
  }
}

export async function createContext(
  config: Config,
  database: Database,
  secret: string,
  log: FastifyBaseLogger,
): Promise<AppContext> {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  const mailer = createMailer(database.db, { ...config.mail, logText: config.env !== "production" }, log);
  const realtime = new RealtimeHub(log, redis, `${config.redisPrefix}:realtime`);
  const keys = await vapidKeys(
    { publicKey: config.push.vapidPublicKey, privateKey: config.push.vapidPrivateKey },
    config.dataDir,
  );
  const pusher = new Pusher(database.db, webPushTransport(keys, config.push.subject), keys.publicKey, log);
  return {
    config,
    db: database.db,
    database,
    storage: await createObjectStorage(config),
    redis,
    mailer,
    notifier: new Notifier(mailer, pusher, realtime, config.timeZone, log),
    uploadKey: deriveUploadKey(secret),
    previewKey: derivePreviewKey(secret),
    unsubscribeKey: deriveUnsubscribeKey(secret),
    voterKey: deriveVoterKey(secret),
    payments: createPaymentProvider(config),
    siteFetcher: createSiteFetcher(),
    realtime,
    sessionHandovers: [],
  };
}
