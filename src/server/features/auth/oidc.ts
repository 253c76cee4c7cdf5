import * as oidc from "openid-client";
import type { Config } from "../../config";

type OidcSettings = NonNullable<Config["oidc"]>;

export interface OidcLogin {
  url: string;
  /** Kept in a short-lived signed cookie until the provider sends the browser back. */
  pending: { state: string; verifier: string; nonce: string; returnTo: string };
}

/** Talks to the OpenID Connect provider of OIDC_ISSUER (discovery, PKCE, code exchange). */
export class OidcClient {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(
    private readonly settings: OidcSettings,
    private readonly redirectUri: string,
  ) {}

  private discover(): Promise<oidc.Configuration> {
    if (!this.configuration) {
      const issuer = new URL(this.settings.issuer);
      const auth = this.settings.clientSecret ? undefined : oidc.None();
      // Plain http is only acceptable for a provider on this machine (development, tests).
      const local =
        issuer.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(issuer.hostname);
      this.configuration = oidc
        .discovery(issuer, this.settings.clientId, this.settings.clientSecret, auth, {
          execute: local ? [oidc.allowInsecureRequests] : [],
        })
        .catch((error: unknown) => {
          this.configuration = undefined;
          throw error;
        });
    }
    return this.configuration;
  }

  async startLogin(returnTo: string): Promise<OidcLogin> {
    const config = await this.discover();
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: "openid email profile",
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
      state,
      nonce,
    });
    return { url: url.href, pending: { state, verifier, nonce, returnTo } };
  }

  async finishLogin(callbackUrl: URL, pending: OidcLogin["pending"]) {
    const config = await this.discover();
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error("Der Anmeldedienst hat keine Identität geliefert.");
    let email = typeof claims.email === "string" ? claims.email : undefined;
    let profile: Record<string, unknown> = claims;
    if (!email || claims.email_verified === undefined) {
      profile = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      email = typeof profile.email === "string" ? profile.email : undefined;
    }
    if (!email) throw new Error("Der Anmeldedienst hat keine E-Mail-Adresse geliefert.");
    const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);
    return {
      issuer: config.serverMetadata().issuer,
      subject: claims.sub,
      email,
      // Some providers send the flag as a string; anything but a clear yes leaves the address unproven.
      emailVerified: profile.email_verified === true || profile.email_verified === "true",
      firstName: text(profile.given_name) ?? text(profile.name),
      lastName: text(profile.family_name),
      picture: text(profile.picture),
    };
  }
}
