import path from "node:path";
import { z } from "zod";
import { slugPart } from "../shared/common/text";
import { DEFAULT_OG_IMAGE } from "../shared/images/og-images";

/**
 * Every environment variable the portal reads, parsed in one place.
 * No other module may read process.env (DESIGN.md §2).
 */

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const optionalUrl = (protocols: string[]) =>
  optionalText.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `muss eine Adresse mit ${protocols.join(" oder ")} sein` },
  );

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat("de-CH", { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/** Addresses or CIDR ranges, comma-separated (TRUST_PROXY's list, METRICS_ALLOW). */
const isAddressList = (entries: string[]) =>
  entries.every((entry) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry));

/**
 * Which proxies' X-Forwarded-For to believe: off (the connection's address counts), a hop count, or the
 * proxies' addresses/CIDR ranges. "true" (believe anyone) is refused: the client could name any address.
 */
const trustProxy = optionalText.transform((value, ctx): false | number | string[] => {
  if (value === undefined || ["false", "off", "0"].includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (isAddressList(addresses)) return addresses;
  ctx.addIssue({
    code: "custom",
    message:
      "muss eine Anzahl Proxys (z.B. 1) oder eine Liste ihrer Adressen (z.B. 10.0.0.1,10.0.1.0/24) sein",
  });
  return z.NEVER;
});

const addressList = optionalText.transform((value, ctx): string[] => {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (isAddressList(entries)) return entries;
  ctx.addIssue({ code: "custom", message: "muss eine Liste von Adressen (z.B. 10.0.0.1,10.0.1.0/24) sein" });
  return z.NEVER;
});

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: optionalUrl(["postgres:", "postgresql:"]),
    SEED: z.enum(["demo", "none"]).default("demo"),
    ADMIN_EMAILS: optionalText.transform((value) =>
      (value ?? "")
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
    SESSION_SECRET: optionalText.refine((value) => value === undefined || value.length >= 32, {
      message: "muss mindestens 32 Zeichen lang sein",
    }),
    PUBLIC_URL: optionalUrl(["http:", "https:"]),
    OG_IMAGE_URL: optionalUrl(["http:", "https:"]),
    SITE_TIMEZONE: z.string().default("Europe/Zurich").refine(isTimeZone, {
      message: "ist keine bekannte Zeitzone (z.B. Europe/Zurich)",
    }),
    MUNICIPALITY: z.string().trim().min(1).default("Suhr"),
    EDITORIAL_EMAIL: optionalText.pipe(z.email({ message: "ist keine gültige E-Mail-Adresse" }).optional()),
    PUBLISHER_NAME: optionalText,
    PUBLISHER_ADDRESS: optionalText,
    PUBLISHER_VAT_ID: optionalText.pipe(
      z
        .string()
        .regex(/^CHE-\d{3}\.\d{3}\.\d{3}( MWST)?$/, {
          message: "ist keine MWST-Nummer (z.B. CHE-123.456.789 MWST)",
        })
        .optional(),
    ),
    REDIS_URL: optionalUrl(["redis:", "rediss:"]),
    TRUST_PROXY: trustProxy,
    RESPONSE_CACHE_MB: z.coerce.number().min(0).max(65_536).default(64),
    REDIS_PREFIX: z.string().trim().min(1).default("dorfportal"),
    METRICS_TOKEN: optionalText.refine((value) => value === undefined || value.length >= 16, {
      message: "muss mindestens 16 Zeichen lang sein",
    }),
    METRICS_ALLOW: addressList,
    OIDC_ISSUER: optionalUrl(["http:", "https:"]),
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    AI_BASE_URL: optionalUrl(["http:", "https:"]),
    AI_API_KEY: optionalText,
    AI_MODEL: optionalText,
    AI_CHAT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8_000),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    SMTP_URL: optionalUrl(["smtp:", "smtps:"]),
    MAIL_FROM: optionalText,
    /** The weekly digest's day (1 Monday … 7 Sunday) and hour in SITE_TIMEZONE. */
    DIGEST_WEEKDAY: z.coerce.number().int().min(1).max(7).default(4),
    DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(17),
    /** Mails handed to SMTP per minute at most (a notice to thousands of subscribers goes out over minutes). */
    MAIL_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(300),
    /** The VAPID key pair (base64url) pushes are signed with; without it a pair is kept in DATA_DIR. */
    VAPID_PUBLIC_KEY: optionalText,
    VAPID_PRIVATE_KEY: optionalText,
    /** The hosts browsers' push services answer at; a push subscription elsewhere is refused. */
    PUSH_SERVICE_HOSTS: optionalText.transform((value) =>
      (value ?? DEFAULT_PUSH_SERVICE_HOSTS)
        .split(",")
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    ),
    S3_BUCKET: optionalText,
    S3_ENDPOINT: optionalUrl(["http:", "https:"]),
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
  })
  .superRefine((env, ctx) => {
    if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) {
      ctx.addIssue({
        code: "custom",
        path: ["OIDC_CLIENT_ID"],
        message: "ist nötig, wenn OIDC_ISSUER gesetzt ist",
      });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_PUBLISHABLE_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_PUBLISHABLE_KEY"],
        message: "ist nötig, wenn STRIPE_SECRET_KEY gesetzt ist",
      });
    }
  });

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {}

export function loadConfig(env: Env = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Ungültige Konfiguration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    seed: e.SEED,
    adminEmails: e.ADMIN_EMAILS,
    sessionSecret: e.SESSION_SECRET,
    publicUrl: publicUrl.origin,
    secureCookies: publicUrl.protocol === "https:",
    timeZone: e.SITE_TIMEZONE,
    municipality: e.MUNICIPALITY,
    editorialEmail: e.EDITORIAL_EMAIL ?? defaultEditorialEmail(publicUrl.hostname, e.MUNICIPALITY),
    /** Whether the operator named the editorial address and the publisher, as a public site must. */
    legalDetailsConfigured: Boolean(e.EDITORIAL_EMAIL && e.PUBLISHER_ADDRESS),
    /** The picture link previews show for a page without its own (the municipality's, when configured). */
    ogImageUrl: e.OG_IMAGE_URL ?? DEFAULT_OG_IMAGE,
    publisher: {
      name: e.PUBLISHER_NAME ?? `Dorfportal ${e.MUNICIPALITY}`,
      address: e.PUBLISHER_ADDRESS ?? null,
      /** Registered for Swiss VAT: PR receipts to Swiss companies then show the tax they include. */
      vatId: e.PUBLISHER_VAT_ID ? e.PUBLISHER_VAT_ID.replace(/( MWST)?$/, " MWST") : null,
    },
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY ?? false,
    /** Memory for the response cache of anonymous public reads; 0 turns it off. */
    responseCacheBytes: Math.round(e.RESPONSE_CACHE_MB * 1_048_576),
    /** Names this deployment's Redis channels, so that several portals (or test runs) can share a server. */
    redisPrefix: e.REDIS_PREFIX,
    /** Who may read /metrics: a bearer token, and addresses (after TRUST_PROXY) that need none. */
    metrics: { token: e.METRICS_TOKEN, allow: e.METRICS_ALLOW },
    oidc: e.OIDC_ISSUER
      ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID!, clientSecret: e.OIDC_CLIENT_SECRET }
      : undefined,
    ai: e.AI_BASE_URL ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL } : undefined,
    /** How long the chat assistant waits for the model before it answers from the portal's data alone. */
    aiChatTimeoutMs: e.AI_CHAT_TIMEOUT_MS,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
        }
      : undefined,
    digest: { weekday: e.DIGEST_WEEKDAY, hour: e.DIGEST_HOUR },
    push: {
      vapidPublicKey: e.VAPID_PUBLIC_KEY,
      vapidPrivateKey: e.VAPID_PRIVATE_KEY,
      /** Who push services may contact about this portal's pushes (RFC 8292 'sub'). */
      subject: `mailto:${e.EDITORIAL_EMAIL ?? defaultEditorialEmail(publicUrl.hostname, e.MUNICIPALITY)}`,
      serviceHosts: e.PUSH_SERVICE_HOSTS,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Dorfportal ${e.MUNICIPALITY} <noreply@${publicUrl.hostname}>`,
      perMinute: e.MAIL_PER_MINUTE,
      /** The domain of the Message-IDs: the same mail keeps its ID when a crash makes it go out twice. */
      messageIdDomain: publicUrl.hostname,
      brand: { municipality: e.MUNICIPALITY, publicUrl: publicUrl.origin },
      /** Whether MAIL_FROM was given (a production start without it warns: the default may not be allowed to send). */
      fromConfigured: e.MAIL_FROM !== undefined,
    },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION ?? "us-east-1",
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
  };
}

export type Config = ReturnType<typeof loadConfig>;

/**
 * The push services of Chrome/Edge/Android (FCM), Firefox (Mozilla autopush), Safari (Apple) and Windows (WNS);
 * an entry '.example.org' also takes its subdomains.
 */
const DEFAULT_PUSH_SERVICE_HOSTS =
  "fcm.googleapis.com,android.googleapis.com,updates.push.services.mozilla.com,.push.apple.com,.notify.windows.com";

const isLocalHost = (hostname: string) =>
  hostname === "localhost" ||
  /^[\d.]+$/.test(hostname) ||
  hostname.startsWith("[") ||
  !hostname.includes(".");

/**
 * 'redaktion@' + the site's host; a site that runs on localhost or an address (a demo, a test) gets a
 * plausible address of the municipality's portal instead of 'redaktion@localhost'.
 */
function defaultEditorialEmail(hostname: string, municipality: string): string {
  if (!isLocalHost(hostname)) return `redaktion@${hostname}`;
  const slug = slugPart(municipality);
  return `redaktion@dorfportal-${slug || "gemeinde"}.ch`;
}
