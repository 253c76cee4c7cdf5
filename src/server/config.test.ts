import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("has the defaults of DESIGN.md §3", () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.seed).toBe("demo");
    expect(config.timeZone).toBe("Europe/Zurich");
    expect(config.municipality).toBe("Suhr");
    expect(config.publicUrl).toBe("http://localhost:5000");
    expect(config.editorialEmail).toBe("redaktion@dorfportal-suhr.ch");
    expect(config.legalDetailsConfigured).toBe(false);
    expect(config.publisher).toEqual({ name: "Dorfportal Suhr", address: null, vatId: null });
    expect(config.secureCookies).toBe(false);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.oidc).toBeUndefined();
  });

  it("builds the default sender from PUBLIC_URL's host and tells whether MAIL_FROM was given", () => {
    const defaults = loadConfig({ PUBLIC_URL: "https://dorf.example.ch", NODE_ENV: "production" });
    expect(defaults.mail).toMatchObject({
      from: "Dorfportal Suhr <noreply@dorf.example.ch>",
      fromConfigured: false,
      perMinute: 300,
      messageIdDomain: "dorf.example.ch",
    });
    const given = loadConfig({ MAIL_FROM: "Gemeinde <post@suhr.ch>", MAIL_PER_MINUTE: "60" });
    expect(given.mail).toMatchObject({
      from: "Gemeinde <post@suhr.ch>",
      fromConfigured: true,
      perMinute: 60,
    });
  });

  it("reads lists, addresses and optional services", () => {
    const config = loadConfig({
      ADMIN_EMAILS: " Admin@Example.ch, second@example.ch ,",
      PUBLIC_URL: "https://dorf.example.ch",
      OIDC_ISSUER: "https://login.example.ch",
      OIDC_CLIENT_ID: "portal",
      DATABASE_URL: "postgres://u@db:5432/portal",
      MUNICIPALITY: "Gränichen",
    });
    expect(config.adminEmails).toEqual(["admin@example.ch", "second@example.ch"]);
    expect(config.secureCookies).toBe(true);
    expect(config.editorialEmail).toBe("redaktion@dorf.example.ch");
    expect(config.oidc).toEqual({
      issuer: "https://login.example.ch",
      clientId: "portal",
      clientSecret: undefined,
    });
    expect(config.municipality).toBe("Gränichen");
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ SEED: "everything" }, "SEED"],
    [{ SITE_TIMEZONE: "Mars/Olympus" }, "SITE_TIMEZONE"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ OIDC_ISSUER: "https://login.example.ch" }, "OIDC_CLIENT_ID"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET"],
    [{ EDITORIAL_EMAIL: "not-an-address" }, "EDITORIAL_EMAIL"],
  ])("refuses %o with a message naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`Ungültige Konfiguration:[\\s\\S]*${name}`));
  });

  it("takes the editorial address from the site's host, and the publisher from the settings", () => {
    const site = loadConfig({ PUBLIC_URL: "https://dorfportal.suhr.ch", MUNICIPALITY: "Gränichen" });
    expect(site.editorialEmail).toBe("redaktion@dorfportal.suhr.ch");
    expect(
      loadConfig({ PUBLIC_URL: "http://127.0.0.1:5173", MUNICIPALITY: "Gränichen" }).editorialEmail,
    ).toBe("redaktion@dorfportal-graenichen.ch");
    const configured = loadConfig({
      EDITORIAL_EMAIL: "redaktion@suhr.ch",
      PUBLISHER_NAME: "Verein Dorfportal Suhr",
      PUBLISHER_ADDRESS: "Tramstrasse 10, 5034 Suhr",
      PUBLISHER_VAT_ID: "CHE-123.456.789",
    });
    expect(configured.legalDetailsConfigured).toBe(true);
    expect(configured.publisher).toEqual({
      name: "Verein Dorfportal Suhr",
      address: "Tramstrasse 10, 5034 Suhr",
      vatId: "CHE-123.456.789 MWST",
    });
    expect(() => loadConfig({ PUBLISHER_VAT_ID: "123" })).toThrow(/PUBLISHER_VAT_ID/);
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", REDIS_URL: " " }).databaseUrl).toBeUndefined();
  });

  it("reads TRUST_PROXY as off, a hop count or a list of addresses, and refuses 'true'", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "off" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.2, 10.0.1.0/24" }).trustProxy).toEqual([
      "10.0.0.2",
      "10.0.1.0/24",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
  });
});
