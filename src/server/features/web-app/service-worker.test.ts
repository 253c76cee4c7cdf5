import { beforeEach, describe, expect, it, vi } from "vitest";
import { READ_PAGES_CACHE, READ_PAGES_KEPT } from "../../../shared/web-app/offline";
import { GENERIC_PUSH_TITLE, serviceWorkerScript } from "./service-worker";

// The served /sw.js run against a small stand-in of a worker's world: Cache Storage, fetch, clients and the
// registration. What only a browser can show (installing, controlling, pushing) is in e2e/pwa.spec.ts.

const ORIGIN = "https://dorf.example";
const script = await serviceWorkerScript({ build: false });

const keyOf = (request: string | URL | { url: string }) =>
  typeof request === "string" || request instanceof URL ? new URL(request, ORIGIN).href : request.url;

class FakeCache {
  readonly entries = new Map<string, Response>();
  async match(request: string | { url: string }) {
    return this.entries.get(keyOf(request))?.clone();
  }
  async put(request: string | { url: string }, response: Response) {
    this.entries.set(keyOf(request), response);
  }
  async delete(request: string | { url: string }) {
    return this.entries.delete(keyOf(request));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async addAll(requests: string[]) {
    for (const request of requests) await this.put(request, await world.fetch(request));
  }
}

class FakeCaches {
  readonly named = new Map<string, FakeCache>();
  async open(name: string) {
    if (!this.named.has(name)) this.named.set(name, new FakeCache());
    return this.named.get(name)!;
  }
  async keys() {
    return [...this.named.keys()];
  }
  async delete(name: string) {
    return this.named.delete(name);
  }
  async match(request: string, options: { cacheName: string }) {
    return this.named.get(options.cacheName)?.match(request);
  }
}

/** A response as the network gives it to a worker: same-origin ones are of type "basic". */
function answer(body: string, headers: Record<string, string>, status = 200) {
  const response = new Response(body, { status, headers });
  Object.defineProperty(response, "type", { value: "basic" });
  return response;
}
const page = (title: string, cacheControl = "no-cache") =>
  answer(`<!doctype html><title>${title} – Dorfportal Suhr</title>`, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": cacheControl,
  });

type Listener = (event: Record<string, unknown>) => void;
type Fetch = (input: string | URL | { url: string }, init?: RequestInit) => Promise<Response>;
let world: {
  listeners: Map<string, Listener>;
  caches: FakeCaches;
  fetch: ReturnType<typeof vi.fn<Fetch>>;
  online: boolean;
  network: (url: URL, init?: RequestInit) => Response;
  clients: { matchAll: ReturnType<typeof vi.fn>; openWindow: ReturnType<typeof vi.fn>; claim: () => void };
  registration: {
    showNotification: ReturnType<typeof vi.fn>;
    navigationPreload: { enable: () => Promise<void> };
    pushManager: { subscribe: ReturnType<typeof vi.fn> };
  };
};

beforeEach(() => {
  const listeners = new Map<string, Listener>();
  world = {
    listeners,
    caches: new FakeCaches(),
    online: true,
    network: (url) => page(url.pathname),
    fetch: vi.fn<Fetch>(async (input, init) => {
      if (!world.online) throw new TypeError("Failed to fetch");
      return world.network(new URL(keyOf(input)), init);
    }),
    clients: { matchAll: vi.fn(async () => []), openWindow: vi.fn(async () => null), claim: () => {} },
    registration: {
      showNotification: vi.fn(async () => {}),
      navigationPreload: { enable: async () => {} },
      pushManager: { subscribe: vi.fn() },
    },
  };
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: async () => {},
    clients: world.clients,
    registration: world.registration,
  };
  new Function("self", "caches", "fetch", script)(self, world.caches, world.fetch);
});

/** Dispatches an event and waits for all it asked to wait for, also what it added while it ran. */
async function dispatch(type: string, fields: Record<string, unknown> = {}) {
  const pending: Promise<unknown>[] = [];
  let response: Promise<Response> | undefined;
  const event = {
    ...fields,
    waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    respondWith: (promise: Promise<Response>) => {
      response = promise;
      pending.push(promise);
    },
  };
  world.listeners.get(type)!(event);
  for (let index = 0; index < pending.length; index += 1) await pending[index];
  return response ? await response : undefined;
}

const navigation = (path: string) =>
  dispatch("fetch", { request: { url: `${ORIGIN}${path}`, method: "GET", mode: "navigate" } });
const readPaths = async () =>
  (await (await world.caches.open(READ_PAGES_CACHE)).keys()).map((request) => new URL(request.url).pathname);

describe("installing and activating", () => {
  it("precaches the visitors' offline page and replaces the caches of older versions", async () => {
    const old = await world.caches.open("dorfportal-static-0123456789abcdef");
    await world.caches.open(READ_PAGES_CACHE);
    await dispatch("install");
    expect(world.fetch).toHaveBeenCalledWith("/offline", expect.objectContaining({ credentials: "omit" }));
    await dispatch("activate");
    const names = await world.caches.keys();
    expect(names).toContain(READ_PAGES_CACHE);
    expect(names.filter((name) => name.startsWith("dorfportal-static-"))).toHaveLength(1);
    expect(names).not.toContain("dorfportal-static-0123456789abcdef");
    expect(old.entries.size).toBe(0);
  });
});

describe("pages", () => {
  beforeEach(() => dispatch("install"));

  it("keeps a read article, a notice and the other detail pages, nothing else", async () => {
    for (const path of ["/post/dorffest", "/mitteilungen/wasser", "/leserbriefe/brief", "/marktplatz", "/"]) {
      expect((await navigation(path))?.status, path).toBe(200);
    }
    expect(await readPaths()).toEqual(["/post/dorffest", "/mitteilungen/wasser", "/leserbriefe/brief"]);
  });

  it("never keeps what the server did not let be stored, a redirect or a failure", async () => {
    world.network = (url) => {
      if (url.pathname === "/post/privat") return page("Privat", "private, no-cache");
      if (url.pathname === "/post/mitglied") return page("Mitglied", "no-store");
      if (url.pathname === "/post/fehlt") return answer("", { "Content-Type": "text/html" }, 404);
      if (url.pathname === "/post/umgezogen") {
        return Object.defineProperty(page("Neuer Name"), "redirected", { value: true });
      }
      if (url.pathname === "/mitteilungen/rss.xml") return answer("<rss/>", { "Content-Type": "text/xml" });
      return page(url.pathname);
    };
    for (const path of [
      "/post/privat",
      "/post/mitglied",
      "/post/fehlt",
      "/post/umgezogen",
      "/mitteilungen/rss.xml",
    ]) {
      await navigation(path);
    }
    expect(await readPaths()).toEqual([]);
  });

  it(`keeps the last ${READ_PAGES_KEPT} read, a page read again counting as new`, async () => {
    for (let index = 0; index <= READ_PAGES_KEPT; index += 1) await navigation(`/post/artikel-${index}`);
    await navigation("/post/artikel-1");
    const paths = await readPaths();
    expect(paths).toHaveLength(READ_PAGES_KEPT);
    expect(paths).not.toContain("/post/artikel-0");
    expect(paths.at(-1)).toBe("/post/artikel-1");
  });

  it("offline, answers a page read before, and the offline page at its own address for the rest", async () => {
    await navigation("/post/dorffest?von=start");
    world.online = false;
    const read = await navigation("/post/dorffest");
    expect(await read?.text()).toContain("<title>/post/dorffest – Dorfportal Suhr</title>");
    const unread = await navigation("/post/ungelesen?x=1");
    expect(unread?.status).toBe(302);
    expect(unread?.headers.get("Location")).toBe(`${ORIGIN}/offline?seite=%2Fpost%2Fungelesen%3Fx%3D1`);
    const offline = await navigation("/offline?seite=%2Fpost%2Fungelesen");
    expect(await offline?.text()).toContain("<title>/offline – Dorfportal Suhr</title>");
  });

  it("keeps the visitors' copy of a page a client-side navigation showed", async () => {
    await dispatch("message", { data: { type: "keep-read-page", path: "/veranstaltungen/markt" } });
    await dispatch("message", { data: { type: "keep-read-page", path: "/profil" } });
    await dispatch("message", { data: { type: "something-else", path: "/post/x" } });
    expect(await readPaths()).toEqual(["/veranstaltungen/markt"]);
    expect(world.fetch).toHaveBeenLastCalledWith(
      new URL(`${ORIGIN}/veranstaltungen/markt`),
      expect.objectContaining({ credentials: "omit" }),
    );
  });
});

describe("other requests", () => {
  it("answers build files from the cache once fetched", async () => {
    const request = { url: `${ORIGIN}/assets/main-abc123.js`, method: "GET", mode: "cors" };
    world.network = () => answer("export {}", { "Content-Type": "text/javascript" });
    await dispatch("fetch", { request });
    world.online = false;
    expect(await (await dispatch("fetch", { request }))?.text()).toBe("export {}");
  });

  it("leaves the API, writes and other sites to the network", async () => {
    for (const request of [
      { url: `${ORIGIN}/api/articles/dorffest`, method: "GET", mode: "cors" },
      { url: `${ORIGIN}/api/notices/wasser/attachments/1`, method: "GET", mode: "navigate" },
      { url: `${ORIGIN}/assets/main.js`, method: "POST", mode: "cors" },
      { url: "https://js.stripe.com/v3", method: "GET", mode: "no-cors" },
      { url: `${ORIGIN}/img/640/bild.webp`, method: "GET", mode: "no-cors" },
    ]) {
      expect(await dispatch("fetch", { request }), request.url).toBeUndefined();
    }
    expect(world.fetch).not.toHaveBeenCalled();
  });
});

describe("pushes", () => {
  const push = (text: string) => dispatch("push", { data: { json: () => JSON.parse(text) } });

  it("shows a push's title, text and link", async () => {
    await push(
      JSON.stringify({ title: "Wasser abkochen", body: "Bis Freitag", url: "/mitteilungen/w", tag: "n-1" }),
    );
    expect(world.registration.showNotification).toHaveBeenCalledWith("Wasser abkochen", {
      body: "Bis Freitag",
      tag: "n-1",
      data: { url: "/mitteilungen/w" },
      icon: "/icons/icon-192.png",
      badge: "/icons/badge-96.png",
    });
  });

  it("shows a general notice for a push it cannot read, and never links another site", async () => {
    await push("kein JSON");
    await dispatch("push", { data: null });
    await push(JSON.stringify({ title: "Hallo", url: "//evil.example/" }));
    await push(JSON.stringify({ title: "Hallo", url: "/\\evil.example/" }));
    await push(JSON.stringify({ title: "Hallo", url: "https://evil.example/" }));
    const calls = world.registration.showNotification.mock.calls;
    expect(calls.map(([title]) => title)).toEqual([
      GENERIC_PUSH_TITLE,
      GENERIC_PUSH_TITLE,
      "Hallo",
      "Hallo",
      "Hallo",
    ]);
    for (const [, options] of calls) expect(options.data).toEqual({ url: "/" });
  });

  it("opens a click's path in an open tab, or in a new window", async () => {
    const close = vi.fn();
    const tab = { focus: vi.fn(), navigate: vi.fn(async () => tab) };
    tab.focus.mockResolvedValue(tab);
    world.clients.matchAll.mockResolvedValue([tab]);
    await dispatch("notificationclick", { notification: { close, data: { url: "/post/dorffest" } } });
    expect(close).toHaveBeenCalled();
    expect(tab.navigate).toHaveBeenCalledWith(`${ORIGIN}/post/dorffest`);
    expect(world.clients.openWindow).not.toHaveBeenCalled();

    world.clients.matchAll.mockResolvedValue([]);
    await dispatch("notificationclick", { notification: { close, data: { url: "//evil.example/" } } });
    expect(world.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });

  it("renews a subscription the push service replaced, with the old one's topics", async () => {
    const key = new Uint8Array([4, 1, 2]).buffer;
    world.registration.pushManager.subscribe.mockResolvedValue({
      toJSON: () => ({ endpoint: "https://push.example/neu", keys: { p256dh: "p", auth: "a" } }),
    });
    const posted: unknown[] = [];
    world.network = (url, init) => {
      if (init?.method === "POST") posted.push(JSON.parse(String(init.body)));
      expect(url.searchParams.get("endpoint") ?? "https://push.example/alt").toBe("https://push.example/alt");
      return answer(JSON.stringify({ topics: ["notices"], quietHours: { from: "21:00", until: "07:00" } }), {
        "Content-Type": "application/json",
      });
    };
    await dispatch("pushsubscriptionchange", {
      oldSubscription: { endpoint: "https://push.example/alt", options: { applicationServerKey: key } },
      newSubscription: null,
    });
    expect(world.registration.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    expect(posted).toEqual([
      {
        endpoint: "https://push.example/neu",
        keys: { p256dh: "p", auth: "a" },
        topics: ["notices"],
        quietHours: { from: "21:00", until: "07:00" },
      },
    ]);
  });
});
