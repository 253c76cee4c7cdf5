import { randomBytes } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import {
  atProvider,
  CookieJar,
  callback,
  currentUser,
  hasSession,
  setUpOidcPortal,
  signIn,
  startLogin,
} from "./oidc-harness";

/** Callbacks from the provider that must sign no one in (oidc-harness.ts); signing in itself is in oidc.test.ts. */

setUpOidcPortal();

/** How the portal answers a callback it refuses: back to the login page with an error, and no session. */
function expectRefused(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe("/login?error=oidc");
  expect(hasSession(response)).toBe(false);
}

describe("OpenID Connect callbacks the portal refuses", () => {
  it("neither links nor makes admin by an e-mail the provider does not vouch for", async () => {
    const admin = await currentUser((await signIn("schreiberin-19c2")).cookie);
    const { location, loginCookie } = await startLogin("/profil");
    const back = await atProvider(location, "faelscher-0bad", new CookieJar());
    const response = await callback(back, loginCookie);
    expect(response.headers.location).toBe("/login?error=oidc");
    expect(hasSession(response)).toBe(false);
    expect(admin.isAdmin).toBe(true);

    const fresh = await currentUser((await signIn("unbestaetigt-77aa")).cookie);
    expect(fresh).toMatchObject({ email: "neu.oidc@example.ch", isAdmin: false, emailVerified: false });
  });

  it("refuses a callback whose state was changed, and sets no session", async () => {
    const { location, loginCookie } = await startLogin("/profil");
    const back = await atProvider(location, "heidi-7f3a", new CookieJar());
    back.searchParams.set("state", randomBytes(32).toString("base64url"));
    const response = await callback(back, loginCookie);
    expectRefused(response);
  });

  it("refuses a callback without the login cookie or with a forged one, and sets no session", async () => {
    const { location, loginCookie } = await startLogin("/profil");
    const back = await atProvider(location, "heidi-7f3a", new CookieJar());

    const withoutCookie = await callback(back);
    expectRefused(withoutCookie);

    // The same attempt with returnTo changed, under the signature of the original.
    const [name, value = ""] = loginCookie.split("=");
    const pending = JSON.parse(decodeURIComponent(value).replace(/\.[^.]+$/, "")) as Record<string, string>;
    const signature = decodeURIComponent(value).slice(decodeURIComponent(value).lastIndexOf("."));
    const forgedValue = JSON.stringify({ ...pending, returnTo: "/admin" }) + signature;
    const forged = await callback(back, `${name}=${encodeURIComponent(forgedValue)}`);
    expectRefused(forged);
  });

  it("accepts an authorization code only once", async () => {
    const { location, loginCookie } = await startLogin("/profil");
    const back = await atProvider(location, "heidi-7f3a", new CookieJar());
    const first = await callback(back, loginCookie);
    expect(first.headers.location).toBe("/profil");
    const replay = await callback(back, loginCookie);
    expectRefused(replay);
  });

  it("sends a visitor who cancels at the provider back to the login page", async () => {
    const { location, loginCookie } = await startLogin("/profil");
    const back = await atProvider(location, "heidi-7f3a", new CookieJar(), { cancel: true });
    expect(back.searchParams.get("error")).toBe("access_denied");
    const response = await callback(back, loginCookie);
    expectRefused(response);
  });
});
