import { createPrivateKey, sign } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush, { type PushSubscription, type RequestOptions, type VapidKeys } from "web-push";
import { FakeDevice, FakePushService, p256Jwk, type ReceivedPush } from "./push-service";

/**
 * The harness is proved against web-push driven as the portal drives it: request details from web-push,
 * sent with fetch (web-push's own sender speaks only https, the fake service only http).
 */

const SUBJECT = "mailto:test@example.org";

describe("the fake push service", () => {
  const service = new FakePushService();
  let vapid: VapidKeys;

  beforeAll(async () => {
    await service.start();
    vapid = webpush.generateVAPIDKeys();
  });
  afterAll(async () => {
    await service.close();
  });

  async function send(
    subscription: PushSubscription,
    payload: string,
    options: RequestOptions = {},
  ): Promise<{ status: number; location: string | null; push: ReceivedPush }> {
    const details = webpush.generateRequestDetails(subscription, payload, {
      vapidDetails: { subject: SUBJECT, ...vapid },
      contentEncoding: "aes128gcm",
      TTL: 60,
      ...options,
    });
    const before = service.received.length;
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers,
      body: new Uint8Array(details.body),
    });
    // The service records a push before it answers, so the answer means it is there.
    expect(service.received).toHaveLength(before + 1);
    return {
      status: response.status,
      location: response.headers.get("location"),
      push: service.received[before]!,
    };
  }

  /** A token web-push would not sign (wrong claims), signed properly with the VAPID key. */
  function token(header: object, claims: object, keys: VapidKeys = vapid): string {
    const point = Buffer.from(keys.publicKey, "base64url");
    const key = createPrivateKey({ key: { ...p256Jwk(point), d: keys.privateKey }, format: "jwk" });
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString("base64url");
    const signed = `${encode(header)}.${encode(claims)}`;
    const signature = sign("sha256", Buffer.from(signed), { key, dsaEncoding: "ieee-p1363" });
    return `${signed}.${signature.toString("base64url")}`;
  }

  const withAuthorization = (push: ReceivedPush, authorization: string): ReceivedPush => ({
    ...push,
    headers: { ...push.headers, authorization },
  });

  it("gives each device the subscription a browser hands over", () => {
    const device = service.newDevice();
    const other = service.newDevice();
    expect(JSON.parse(JSON.stringify(device))).toEqual({ endpoint: device.endpoint, keys: device.keys });
    expect(device.endpoint).toMatch(new RegExp(`^${service.origin}/push/[A-Za-z0-9_-]{22}$`));
    expect(service.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(device.keys.p256dh).toMatch(/^[A-Za-z0-9_-]+$/);
    const point = Buffer.from(device.keys.p256dh, "base64url");
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(0x04);
    expect(Buffer.from(device.keys.auth, "base64url")).toHaveLength(16);
    expect(other.endpoint).not.toBe(device.endpoint);
    expect(other.keys.p256dh).not.toBe(device.keys.p256dh);
    expect(other.keys.auth).not.toBe(device.keys.auth);
  });

  it("takes a push with 201 and decrypts it as the browser would", async () => {
    const device = service.newDevice();
    const payload = JSON.stringify({ title: "Neue Nachricht", url: "/nachrichten/7" });
    const { status, location, push } = await send(device.toJSON(), payload);
    expect(status).toBe(201);
    expect(location).toMatch(new RegExp(`^${service.origin}/message/\\d+$`));
    expect(service.receivedFor(device)).toEqual([push]);
    expect(push.endpoint).toBe(device.endpoint);
    expect(push.headers).toMatchObject({ ttl: "60", urgency: "normal", "content-encoding": "aes128gcm" });
    expect(push.at).toBeInstanceOf(Date);
    expect(service.decrypt(push, device)).toBe(payload);
  });

  it("decrypts a German text with umlauts byte for byte", async () => {
    const device = service.newDevice();
    const payload = "Gemeindeversammlung: Änderung der Traktanden – Grüsse aus Suhr, schöne Füße, Straße";
    const { push } = await send(device.toJSON(), payload, { urgency: "high" });
    expect(push.headers.urgency).toBe("high");
    expect(service.decrypt(push, device)).toBe(payload);
  });

  it("verifies web-push's VAPID token for the endpoint's origin", async () => {
    const device = service.newDevice();
    const { push } = await send(device.toJSON(), "hallo");
    const claims = service.verifyVapid(push, vapid.publicKey);
    expect(claims.aud).toBe(`http://127.0.0.1:${new URL(device.endpoint).port}`);
    expect(claims.sub).toBe(SUBJECT);
    const now = Date.now() / 1000;
    expect(claims.exp).toBeGreaterThan(now);
    expect(claims.exp).toBeLessThanOrEqual(now + 24 * 60 * 60);
  });

  it("refuses a payload encrypted for another device, and a push to another endpoint", async () => {
    const device = service.newDevice();
    const other = service.newDevice();
    // The portal mixing up subscriptions: one device's endpoint, the other's keys.
    const { status, push } = await send({ endpoint: device.endpoint, keys: other.keys }, "geheim");
    expect(status).toBe(201);
    expect(() => service.decrypt(push, device)).toThrow(/authentication failed/);
    expect(() => service.decrypt(push, other)).toThrow(/sent to another endpoint/);
  });

  it("refuses an altered body, and the older aesgcm coding", async () => {
    const device = service.newDevice();
    const { push } = await send(device.toJSON(), "unverändert");
    const altered = Buffer.from(push.body);
    altered[altered.length - 20]! ^= 0x01;
    expect(() => service.decrypt({ ...push, body: altered }, device)).toThrow(/authentication failed/);
    expect(() => service.decrypt({ ...push, body: push.body.subarray(0, 40) }, device)).toThrow(/keyid/);

    const { push: old } = await send(device.toJSON(), "alt", { contentEncoding: "aesgcm" });
    expect(() => service.decrypt(old, device)).toThrow(/Content-Encoding is "aesgcm"/);
  });

  it("refuses a token with a changed payload or signed by another key", async () => {
    const device = service.newDevice();
    const { push } = await send(device.toJSON(), "hallo");
    expect(() => service.verifyVapid(push, vapid.publicKey)).not.toThrow();
    const [, t, k] = push.headers.authorization!.match(/^vapid t=([^,]+), k=(.+)$/)!;
    const [header, payload, signature] = t!.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    const changed = Buffer.from(JSON.stringify({ ...claims, sub: "mailto:jemand@anders.ch" })).toString(
      "base64url",
    );
    expect(() =>
      service.verifyVapid(withAuthorization(push, `vapid t=${header}.${changed}.${signature}, k=${k}`), k!),
    ).toThrow(/signature does not verify/);

    const stranger = webpush.generateVAPIDKeys();
    const { push: foreign } = await send(device.toJSON(), "hallo", {
      vapidDetails: { subject: SUBJECT, ...stranger },
    });
    expect(() => service.verifyVapid(foreign, stranger.publicKey)).not.toThrow();
    expect(() => service.verifyVapid(foreign, vapid.publicKey)).toThrow(/is not the expected key/);
    const foreignToken = foreign.headers.authorization!.match(/t=([^,]+),/)![1];
    expect(() =>
      service.verifyVapid(
        withAuthorization(foreign, `vapid t=${foreignToken}, k=${vapid.publicKey}`),
        vapid.publicKey,
      ),
    ).toThrow(/signature does not verify/);
  });

  const header = { typ: "JWT", alg: "ES256" };
  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
  it.each([
    [
      "an https: audience",
      () => header,
      () => ({ aud: "https://127.0.0.1", exp: inAnHour(), sub: SUBJECT }),
      /aud/,
    ],
    ["an expired token", () => header, () => ({ exp: inAnHour() - 7200, sub: SUBJECT }), /expired/],
    ["a token for 25 h", () => header, () => ({ exp: inAnHour() + 24 * 3600, sub: SUBJECT }), /24 h/],
    ["a bare address as sub", () => header, () => ({ exp: inAnHour(), sub: "test@example.org" }), /sub/],
    [
      "another alg in the header",
      () => ({ typ: "JWT", alg: "ES384" }),
      () => ({ exp: inAnHour(), sub: SUBJECT }),
      /header/,
    ],
  ])("refuses %s, though the signature is good", async (_name, makeHeader, makeClaims, error) => {
    const device = service.newDevice();
    const { push } = await send(device.toJSON(), "hallo");
    const claims = { aud: service.origin, ...makeClaims() };
    const good = token(header, { aud: service.origin, exp: inAnHour(), sub: SUBJECT });
    expect(
      service.verifyVapid(withAuthorization(push, `vapid t=${good}, k=${vapid.publicKey}`), vapid.publicKey),
    ).toEqual({ aud: service.origin, exp: expect.any(Number), sub: SUBJECT });
    const bad = token(makeHeader(), claims);
    expect(() =>
      service.verifyVapid(withAuthorization(push, `vapid t=${bad}, k=${vapid.publicKey}`), vapid.publicKey),
    ).toThrow(error);
  });

  it("answers a device as told, and unknown endpoints with 404", async () => {
    const device = service.newDevice();
    const other = service.newDevice();
    expect((await send(device.toJSON(), "eins")).status).toBe(201);
    service.answer(device, 410);
    const gone = await send(device.toJSON(), "zwei");
    expect(gone.status).toBe(410);
    expect(gone.location).toBeNull();
    expect(service.receivedFor(device)).toHaveLength(2);
    expect((await send(other.toJSON(), "drei")).status).toBe(201);
    service.answer(device, 429);
    expect((await send(device.toJSON(), "vier")).status).toBe(429);

    const unknown = `${service.origin}/push/unbekannt`;
    expect((await send({ endpoint: unknown, keys: device.keys }, "fünf")).status).toBe(404);
    expect(() => service.answer(new FakeDevice(unknown, device.ecdh, device.authSecret), 500)).toThrow(
      /not a device of this service/,
    );
  });

  it("refuses a body over 4096 bytes with 413, as real push services do", async () => {
    const device = service.newDevice();
    // 86 bytes of header, a padding delimiter and a 16-byte tag around the text.
    const fits = await send(device.toJSON(), "a".repeat(3993));
    expect(fits.push.body).toHaveLength(4096);
    expect(fits.status).toBe(201);
    const tooLong = await send(device.toJSON(), "a".repeat(3994));
    expect(tooLong.push.body).toHaveLength(4097);
    expect(tooLong.status).toBe(413);
  });

  it("waits for pushes, and says what it got when they do not come", async () => {
    const device = service.newDevice();
    const count = service.received.length;
    const waiting = service.waitFor(count + 2, 5_000);
    await send(device.toJSON(), "eins");
    await send(device.toJSON(), "zwei");
    const received = await waiting;
    expect(received).toHaveLength(count + 2);
    expect(received.slice(-2).map((push) => service.decrypt(push, device))).toEqual(["eins", "zwei"]);

    await expect(service.waitFor(count + 3, 50)).rejects.toThrow(
      new RegExp(`expected ${count + 3} push\\(es\\) within 50 ms, received ${count + 2} \\(`),
    );
  });
});
