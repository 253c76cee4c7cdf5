import { describe, expect, it } from "vitest";
import { asVisitor, sessionCookie } from "../../test/app";
import {
  ADMIN_EMAIL,
  accounts,
  atProvider,
  CALLBACK,
  CLIENT_ID,
  CookieJar,
  callback,
  currentUser,
  PORTAL,
  portal,
  providerIssuer,
  setUpOidcPortal,
  signIn,
  startLogin,
} from "./oidc-harness";

/** Signing in with OpenID Connect against a real provider (oidc-harness.ts); the refusals are in oidc-refusals.test.ts. */

setUpOidcPortal();

describe("OpenID Connect sign-in against a real provider", () => {
  it("sends the browser to the provider with PKCE (S256), state, nonce and the callback address", async () => {
    const { response, location } = await startLogin("/profil");
    const url = new URL(location);
    expect(`${url.origin}${url.pathname}`).toBe(`${providerIssuer()}/auth`);
    const params = url.searchParams;
    expect(params.get("client_id")).toBe(CLIENT_ID);
    expect(params.get("response_type")).toBe("code");
    expect(params.get("redirect_uri")).toBe(CALLBACK);
    expect(params.get("scope")?.split(" ").sort()).toEqual(["email", "openid", "profile"]);
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(params.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get("state")).toBeTruthy();
    expect(params.get("nonce")).toBeTruthy();

    const cookie = response.cookies.find((entry) => entry.name === "oidc_login");
    expect(cookie).toMatchObject({ path: "/api/callback", httpOnly: true, sameSite: "Lax", maxAge: 600 });
    // The verifier stays with the browser only inside the signed cookie, never in the address.
    expect(location).not.toContain(JSON.parse(String(cookie?.value).replace(/\.[^.]+$/, "")).verifier);
  });

  it("signs in through the provider's login and consent pages and lands on returnTo with a session", async () => {
    const { location, loginCookie } = await startLogin("/profil");
    const pages: string[] = [];
    const back = await atProvider(location, "heidi-7f3a", new CookieJar(), { pages });
    expect(pages).toEqual(["login", "consent"]);
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    expect(back.searchParams.get("iss")).toBe(providerIssuer());
    expect(back.searchParams.get("code")).toBeTruthy();
    expect(back.searchParams.get("state")).toBe(new URL(location).searchParams.get("state"));

    const response = await callback(back, loginCookie);
    expect(response.statusCode, response.body).toBe(302);
    expect(response.headers.location).toBe("/profil");
    const sid = response.cookies.find((entry) => entry.name === "sid");
    expect(sid).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    // The one-time login cookie is gone once used.
    expect(response.cookies.find((entry) => entry.name === "oidc_login")).toMatchObject({ value: "" });

    const user = await currentUser(sessionCookie(response));
    expect(user).toMatchObject({
      email: "heidi.muster@example.ch",
      firstName: "Heidi",
      lastName: "Muster",
      role: "user",
      isAdmin: false,
    });
  });

  it("finds the same member again on the next sign-in with the same subject and takes over changed names", async () => {
    const first = await currentUser((await signIn("peter-55e0")).cookie);
    const account = accounts.get("peter-55e0")!;
    accounts.set("peter-55e0", { ...account, family_name: "Keller-Meier" });
    try {
      const second = await currentUser((await signIn("peter-55e0")).cookie);
      expect(second.id).toBe(first.id);
      expect(second).toMatchObject({
        email: "peter.keller@example.ch",
        firstName: "Peter",
        lastName: "Keller-Meier",
      });
    } finally {
      accounts.set("peter-55e0", account);
    }
  });

  it("makes an address listed in ADMIN_EMAILS an administrator", async () => {
    const { cookie } = await signIn("schreiberin-19c2");
    expect(await currentUser(cookie)).toMatchObject({
      email: ADMIN_EMAIL,
      firstName: "Ruth",
      lastName: "Gerber",
      role: "admin",
      isAdmin: true,
    });
  });

  it("never sends the browser off the site after signing in", async () => {
    const { response } = await signIn("heidi-7f3a", "//evil.example");
    expect(response.headers.location).toBe("/");
  });

  it.each(["/\t/evil.example", "/\r/evil.example", "/\n/evil.example", "/\\evil.example", "/%09/x"])(
    "keeps returnTo %j on the site through the callback",
    async (returnTo) => {
      const { response } = await signIn("heidi-7f3a", returnTo);
      const location = String(response.headers.location);
      expect(new URL(location, PORTAL).origin).toBe(PORTAL);
      expect(location.startsWith("/") && !location.startsWith("//")).toBe(true);
    },
  );

  it("switches the built-in password sign-in and registration off", async () => {
    const login = await asVisitor(portal().app).post("/api/auth/login", {
      email: "heidi.muster@example.ch",
      password: "lange-genug-1",
    });
    expect(login.statusCode).toBe(404);
    const register = await asVisitor(portal().app).post("/api/auth/register", {
      email: "neu@example.ch",
      password: "lange-genug-1",
      firstName: "N",
      lastName: "E",
    });
    expect(register.statusCode).toBe(404);
  });
});
