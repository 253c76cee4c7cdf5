import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, createQueryClient, errorMessage, isUnauthorizedError, type Transport } from "./api";

const respond = (status: number, body: string, statusText = "Status Text") =>
  ({ ok: status >= 200 && status < 300, status, statusText, text: async () => body }) as Response;

afterEach(() => vi.unstubAllGlobals());

describe("the client fetcher (spec portal-public §7, §8)", () => {
  it("sends the cookie always and JSON headers only with a body", async () => {
    const fetchMock = vi.fn(async () => respond(200, "{}"));
    vi.stubGlobal("fetch", fetchMock);
    await apiRequest("POST", "/api/events", { title: "Chilbi" });
    await apiRequest("POST", "/api/objects/upload");
    expect(fetchMock).toHaveBeenNthCalledWith(1, "/api/events", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"title":"Chilbi"}',
      credentials: "include",
    });
    expect(fetchMock).toHaveBeenNthCalledWith(2, "/api/objects/upload", {
      method: "POST",
      headers: {},
      body: undefined,
      credentials: "include",
    });
  });

  it("turns a failure into 'STATUS: body', or the status text when the body is empty", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => respond(400, '{"message":"Bitte geben Sie einen Titel ein"}')),
    );
    await expect(apiRequest("POST", "/api/events", {})).rejects.toThrow(
      '400: {"message":"Bitte geben Sie einen Titel ein"}',
    );
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => respond(502, "", "Bad Gateway")),
    );
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("502: Bad Gateway");
  });

  it("reads the German message out of such an error", () => {
    expect(errorMessage(new Error('400: {"message":"Ungültige E-Mail-Adresse"}'))).toBe(
      "Ungültige E-Mail-Adresse",
    );
    expect(errorMessage(new Error('500: {"error":"Fehler beim Erstellen"}'))).toBe("Fehler beim Erstellen");
    expect(errorMessage(new Error("502: Bad Gateway"))).toBe("Bad Gateway");
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('403: {"message":"Zugriff verweigert"}'))).toBe(false);
  });

  it("reads the path joined from the query key, never retries and never goes stale", async () => {
    const calls: string[] = [];
    const transport: Transport = async (path) => {
      calls.push(path);
      return path.includes("fail") ? respond(500, "kaputt") : respond(200, '{"ok":true}');
    };
    const client = createQueryClient(transport);
    expect(await client.fetchQuery({ queryKey: ["/api/articles", "dorffest-2026"] })).toEqual({ ok: true });
    expect(calls).toEqual(["/api/articles/dorffest-2026"]);
    await expect(client.fetchQuery({ queryKey: ["/api/fail"] })).rejects.toThrow("500: kaputt");
    expect(calls).toHaveLength(2);
    const defaults = client.getDefaultOptions().queries;
    expect(defaults).toMatchObject({
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      retry: false,
      refetchInterval: false,
    });
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });

  it("answers null for a 401 only where the query asks for it", async () => {
    const client = createQueryClient(async () => respond(401, '{"message":"Unauthorized"}'));
    expect(
      await client.fetchQuery({ queryKey: ["/api/auth/user"], meta: { on401: "returnNull" } }),
    ).toBeNull();
    await expect(client.fetchQuery({ queryKey: ["/api/messages"] })).rejects.toThrow(/^401: /);
  });
});
