import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
  verify,
} from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A Web Push service on loopback for the API tests: it takes the portal's pushes as a real push service
 * (RFC 8030) would, and checks them as the browser behind each subscription would, decrypting with an
 * RFC 8291 implementation of its own (node:crypto only, never web-push, so that a mistake in how the
 * portal drives web-push cannot be hidden by the same library undoing it) and verifying VAPID (RFC 8292).
 */

/** The JSON Web Key of an uncompressed P-256 point (0x04, x, y), as VAPID keys are handed around. */
export function p256Jwk(point: Buffer) {
  return {
    kty: "EC",
    crv: "P-256",
    x: point.subarray(1, 33).toString("base64url"),
    y: point.subarray(33).toString("base64url"),
  };
}

export interface ReceivedPush {
  endpoint: string;
  /** Lower-case names; repeated headers joined with ", ", so a doubled Content-Encoding is seen. */
  headers: Record<string, string>;
  body: Buffer;
  at: Date;
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/** The browser's side of one subscription: what it hands the portal, and the secrets it keeps. */
export class FakeDevice {
  readonly keys: { p256dh: string; auth: string };

  constructor(
    readonly endpoint: string,
    /** The browser's key pair; its private half never leaves the browser. */
    readonly ecdh: ECDH,
    readonly authSecret: Buffer,
  ) {
    this.keys = {
      p256dh: ecdh.getPublicKey().toString("base64url"),
      auth: authSecret.toString("base64url"),
    };
  }

  /** What `PushSubscription.toJSON()` gives in a browser, which is what the portal is sent. */
  toJSON(): { endpoint: string; keys: { p256dh: string; auth: string } } {
    return { endpoint: this.endpoint, keys: { ...this.keys } };
  }
}

/** RFC 8030 §7.2: push services need not take more, and the big ones refuse more with 413. */
const MAX_BODY = 4096;
const HEADER_FIXED = 16 + 4 + 1;
const TAG_LENGTH = 16;
const POINT_LENGTH = 65;
const DAY_SECONDS = 24 * 60 * 60;

export class FakePushService {
  readonly received: ReceivedPush[] = [];
  /** Each subscription's answer, by the id in its endpoint's path. */
  private readonly answers = new Map<string, number>();
  private waiters: Array<() => void> = [];
  private messages = 0;
  private readonly server: Server = createServer((request, response) => this.handle(request, response));

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(0, "127.0.0.1", () => {
        this.server.off("error", reject);
        resolve();
      });
    });
  }

  close(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.close((error) => (error ? reject(error) : resolve()));
      // fetch keeps its connections alive, which would hold close() open.
      this.server.closeAllConnections();
    });
  }

  /** The push service's origin, which is what a VAPID token's `aud` must name. */
  get origin(): string {
    const address = this.server.address() as AddressInfo | null;
    if (!address) throw new Error("FakePushService: start() it first");
    return `http://127.0.0.1:${address.port}`;
  }

  newDevice(): FakeDevice {
    const id = randomBytes(16).toString("base64url");
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    this.answers.set(id, 201);
    return new FakeDevice(`${this.origin}/push/${id}`, ecdh, randomBytes(16));
  }

  /** From now on, pushes to this device are answered with `status` (410 Gone: the user unsubscribed). */
  answer(device: FakeDevice, status: number): void {
    const id = this.idOf(device.endpoint);
    if (id === undefined || !this.answers.has(id)) {
      throw new Error(`FakePushService: ${device.endpoint} is not a device of this service`);
    }
    this.answers.set(id, status);
  }

  receivedFor(device: FakeDevice): ReceivedPush[] {
    return this.received.filter((push) => push.endpoint === device.endpoint);
  }

  /** Resolves with everything received once at least `count` pushes arrived (to any endpoint). */
  waitFor(count: number, timeoutMs = 5_000): Promise<ReceivedPush[]> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter !== check);
        const seen = this.received.map((push) => push.endpoint).join(", ") || "none";
        reject(
          new Error(
            `FakePushService: expected ${count} push(es) within ${timeoutMs} ms, received ${this.received.length} (${seen})`,
          ),
        );
      }, timeoutMs);
      const check = () => {
        if (this.received.length < count) return;
        clearTimeout(timer);
        this.waiters = this.waiters.filter((waiter) => waiter !== check);
        resolve([...this.received]);
      };
      this.waiters.push(check);
      check();
    });
  }

  /**
   * What the browser does with a push (RFC 8291 on RFC 8188's aes128gcm): returns the plaintext, or throws
   * where the browser would drop the message.
   */
  decrypt(push: ReceivedPush, device: FakeDevice): string {
    const fail = (why: string) => new Error(`push to ${push.endpoint} does not decrypt: ${why}`);
    if (push.endpoint !== device.endpoint)
      throw fail(`it was sent to another endpoint than ${device.endpoint}`);
    // RFC 8291 §4: exactly one coding, aes128gcm; anything else (aesgcm, a second coding) is refused.
    const coding = push.headers["content-encoding"];
    if (coding?.trim().toLowerCase() !== "aes128gcm") {
      throw fail(`Content-Encoding is ${JSON.stringify(coding ?? null)}, not "aes128gcm"`);
    }

    const body = push.body;
    if (body.length < HEADER_FIXED) throw fail(`the body (${body.length} bytes) is shorter than a header`);
    const salt = body.subarray(0, 16);
    const rs = body.readUInt32BE(16);
    const idlen = body[20]!;
    if (idlen !== POINT_LENGTH) throw fail(`keyid is ${idlen} bytes, not the server's 65-byte public key`);
    const serverPublic = body.subarray(HEADER_FIXED, HEADER_FIXED + idlen);
    if (serverPublic.length !== POINT_LENGTH || serverPublic[0] !== 0x04) {
      throw fail("keyid is not an uncompressed P-256 point");
    }
    const record = body.subarray(HEADER_FIXED + idlen);
    // A tag and at least the padding delimiter.
    if (rs < TAG_LENGTH + 2) throw fail(`record size ${rs} is below the minimum of 18`);
    if (record.length < TAG_LENGTH + 1) throw fail(`the record (${record.length} bytes) is too short`);
    // RFC 8291 §4: a push message is a single record.
    if (record.length > rs)
      throw fail(`${record.length} bytes of records exceed rs ${rs}: more than one record`);

    let ecdhSecret: Buffer;
    try {
      ecdhSecret = device.ecdh.computeSecret(serverPublic);
    } catch {
      throw fail("keyid is not a point on P-256");
    }
    const userPublic = device.ecdh.getPublicKey();
    const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), userPublic, serverPublic]);
    const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, device.authSecret, keyInfo, 32));
    const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
    // The nonce of record 0 is NONCE itself (XORed with sequence number 0).
    const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));

    const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - TAG_LENGTH));
    let padded: Buffer;
    try {
      padded = Buffer.concat([
        decipher.update(record.subarray(0, record.length - TAG_LENGTH)),
        decipher.final(),
      ]);
    } catch {
      throw fail("authentication failed (not encrypted for this device's keys, or altered)");
    }

    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    if (end < 0) throw fail("the record has no padding delimiter");
    if (padded[end] !== 0x02) {
      throw fail(`the padding delimiter is 0x0${padded[end]!.toString(16)}, not 0x02 of a last record`);
    }
    return new TextDecoder("utf-8", { fatal: true }).decode(padded.subarray(0, end));
  }

  /**
   * What the push service checks of a push's `Authorization: vapid t=…, k=…` (RFC 8292); returns the
   * token's claims. The push's TTL and Urgency are in `push.headers` ("ttl", "urgency").
   */
  verifyVapid(push: ReceivedPush, expectedPublicKey: string): VapidClaims {
    const fail = (why: string) => new Error(`push to ${push.endpoint} fails VAPID: ${why}`);
    const authorization = push.headers.authorization;
    const scheme = authorization?.match(/^vapid\s+(.*)$/i);
    if (!scheme)
      throw fail(`Authorization is ${JSON.stringify(authorization ?? null)}, not "vapid t=…, k=…"`);
    const params = new Map<string, string>();
    for (const part of scheme[1]!.split(",")) {
      const param = part.trim().match(/^([a-z]+)=(.+)$/i);
      if (!param) throw fail(`unreadable parameter ${JSON.stringify(part.trim())}`);
      const name = param[1]!.toLowerCase();
      if (params.has(name)) throw fail(`parameter ${name} given twice`);
      params.set(name, param[2]!);
    }
    const token = params.get("t");
    const key = params.get("k");
    if (!token || !key) throw fail("Authorization lacks t= or k=");

    const point = decodeBase64url(key);
    if (!point || point.length !== POINT_LENGTH || point[0] !== 0x04) {
      throw fail("k is not an uncompressed P-256 public key");
    }
    const expected = decodeBase64url(expectedPublicKey);
    if (!expected || expected.length !== point.length || !timingSafeEqual(expected, point)) {
      throw fail(`k=${key} is not the expected key ${expectedPublicKey}`);
    }

    const parts = token.split(".");
    if (parts.length !== 3) throw fail("t is not a JWS compact serialisation");
    const [encodedHeader, encodedPayload, encodedSignature] = parts as [string, string, string];
    const header = decodeJson(encodedHeader);
    if (header?.typ !== "JWT" || header.alg !== "ES256") {
      throw fail(`the token's header is ${JSON.stringify(header)}, not {"typ":"JWT","alg":"ES256"}`);
    }
    const signature = decodeBase64url(encodedSignature);
    const publicKey = createPublicKey({ key: p256Jwk(point), format: "jwk" });
    const signed = Buffer.from(`${encodedHeader}.${encodedPayload}`);
    if (
      signature?.length !== 64 ||
      !verify("sha256", signed, { key: publicKey, dsaEncoding: "ieee-p1363" }, signature)
    ) {
      throw fail("the token's ES256 signature does not verify with k");
    }

    const claims = decodeJson(encodedPayload);
    if (!claims) throw fail("the token's payload is not a JSON object");
    const { aud, exp, sub } = claims;
    const origin = new URL(push.endpoint).origin;
    if (aud !== origin) throw fail(`aud is ${JSON.stringify(aud)}, not the push service's origin ${origin}`);
    const now = Date.now() / 1000;
    if (typeof exp !== "number" || !Number.isInteger(exp))
      throw fail(`exp ${JSON.stringify(exp)} is no time`);
    if (exp <= now) throw fail(`the token expired at ${new Date(exp * 1000).toISOString()}`);
    if (exp > now + DAY_SECONDS)
      throw fail(`exp ${new Date(exp * 1000).toISOString()} is more than 24 h ahead`);
    if (typeof sub !== "string" || !/^(mailto:|https:)/.test(sub)) {
      throw fail(`sub ${JSON.stringify(sub)} is neither a mailto: nor an https: contact`);
    }
    return { aud, exp, sub };
  }

  private idOf(endpoint: string): string | undefined {
    return endpoint.match(/^http:\/\/127\.0\.0\.1:\d+\/push\/([A-Za-z0-9_-]+)$/)?.[1];
  }

  private handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== "POST") {
      response.writeHead(405, { allow: "POST" }).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const headers: Record<string, string> = {};
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        const name = request.rawHeaders[i]!.toLowerCase();
        const value = request.rawHeaders[i + 1]!;
        headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
      }
      const endpoint = `${this.origin}${request.url}`;
      const body = Buffer.concat(chunks);
      this.received.push({ endpoint, headers, body, at: new Date() });
      for (const wake of [...this.waiters]) wake();

      const id = this.idOf(endpoint);
      const status = id === undefined ? undefined : this.answers.get(id);
      // As real services, a gone or failing subscription is told before the size of the message.
      if (status === undefined) response.writeHead(404);
      else if (status !== 201) response.writeHead(status);
      else if (body.length > MAX_BODY) response.writeHead(413);
      else {
        this.messages += 1;
        // RFC 8030 §5: the accepted message's resource.
        response.writeHead(201, { location: `${this.origin}/message/${this.messages}` });
      }
      response.end();
    });
  }
}

function decodeBase64url(text: string): Buffer | undefined {
  return /^[A-Za-z0-9_-]+$/.test(text) ? Buffer.from(text, "base64url") : undefined;
}

function decodeJson(text: string): Record<string, unknown> | undefined {
  const bytes = decodeBase64url(text);
  if (!bytes) return undefined;
  try {
    const value: unknown = JSON.parse(bytes.toString("utf8"));
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
