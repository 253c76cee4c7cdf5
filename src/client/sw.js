// The portal's service worker (issue 26; its rules are argued in docs/decisions.md, "the service worker keeps
// little"). Plain JavaScript, not bundled: the server serves it at /sw.js with `const SETTINGS = {…};` in front
// (src/server/features/web-app/service-worker.ts): the build's version, the files of the offline page,
// and the names of src/shared/web-app/offline.ts.

const STATIC_PREFIX = "dorfportal-static-";
const STATIC_CACHE = `${STATIC_PREFIX}${SETTINGS.version}`;
const READABLE_PAGE = new RegExp(SETTINGS.readablePage);

self.addEventListener("install", (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

async function precache() {
  const cache = await caches.open(STATIC_CACHE);
  // The visitors' page: a member's copy would keep their name in its header.
  const offline = await fetch(SETTINGS.offlinePath, { credentials: "omit", cache: "no-cache" });
  if (!offline.ok) throw new Error(`${SETTINGS.offlinePath} answered ${offline.status}`);
  await Promise.all([cache.put(SETTINGS.offlinePath, offline), cache.addAll(SETTINGS.precache)]);
}

self.addEventListener("activate", (event) => {
  event.waitUntil(activate());
});

async function activate() {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(STATIC_PREFIX) && name !== STATIC_CACHE)
      .map((name) => caches.delete(name)),
  );
  // A page's request leaves while the worker starts, not after: a controlled visit is not slower.
  await self.registration.navigationPreload?.enable();
  // The first visit's page is controlled at once, so that what it reads next is kept.
  await self.clients.claim();
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  // The API is never answered from here (nor kept), and other sites' requests are theirs.
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") event.respondWith(navigate(event, url));
  else if (url.pathname.startsWith("/assets/")) event.respondWith(asset(event));
});

/** Network first; offline, the page as it was read, or the offline page. */
async function navigate(event, url) {
  try {
    const response = (await event.preloadResponse) ?? (await fetch(event.request));
    if (READABLE_PAGE.test(url.pathname) && keepable(response)) {
      event.waitUntil(keep(url, response.clone()));
    }
    return response;
  } catch {
    const read = await caches.match(pageKey(url), { cacheName: SETTINGS.readPagesCache, ignoreVary: true });
    if (read) return read;
    if (url.pathname === SETTINGS.offlinePath) {
      return (await caches.match(SETTINGS.offlinePath, { cacheName: STATIC_CACHE })) ?? Response.error();
    }
    // At its own address the offline page hydrates as itself (under another, the browser would start
    // that page's code on it); the address asked for goes along for "Erneut versuchen".
    const offline = new URL(SETTINGS.offlinePath, self.location.origin);
    offline.searchParams.set(SETTINGS.wantedParam, `${url.pathname}${url.search}`);
    return Response.redirect(offline.href, 302);
  }
}

/** Build files are named by their content: one never changes, so the kept copy is answered first. */
async function asset(event) {
  const cache = await caches.open(STATIC_CACHE);
  const cached = await cache.match(event.request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.status === 200 && response.type === "basic") {
    event.waitUntil(cache.put(event.request, response.clone()));
  }
  return response;
}

/**
 * A page that may be kept: a whole public page as the server let it be stored. Pages rendered for a
 * signed-in member are `no-store` (src/server/http/guards.ts) and are never kept; a redirect cannot answer
 * a navigation later.
 */
function keepable(response) {
  return (
    response.status === 200 &&
    response.type === "basic" &&
    !response.redirected &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    !/\b(?:no-store|private)\b/i.test(response.headers.get("Cache-Control") ?? "")
  );
}

const pageKey = (url) => `${url.origin}${url.pathname}`;

/** Keeps a read page as the newest; beyond the limit, the one read longest ago goes. */
async function keep(url, response) {
  const cache = await caches.open(SETTINGS.readPagesCache);
  const key = pageKey(url);
  // Deleted first, so that a page read again moves to the end of the cache's order.
  await cache.delete(key, { ignoreVary: true });
  await cache.put(key, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, -SETTINGS.readPagesKept).map((request) => cache.delete(request)));
}

// A page read after a client-side navigation never came through `navigate`: the page says so, and its
// visitors' copy is fetched (never a member's, whatever cookies this browser has).
self.addEventListener("message", (event) => {
  const { data } = event;
  if (data?.type !== SETTINGS.keepMessage || typeof data.path !== "string") return;
  if (!READABLE_PAGE.test(data.path)) return;
  event.waitUntil(fetchAndKeep(new URL(data.path, self.location.origin)));
});

async function fetchAndKeep(url) {
  try {
    const response = await fetch(url, { credentials: "omit" });
    if (keepable(response)) await keep(url, response);
  } catch {
    // Offline by now: the page is simply not kept.
  }
}

/** A path on this site: "//host" and "/\host" name another site once resolved, so the origin decides. */
function ownPath(url) {
  return (
    typeof url === "string" &&
    url.startsWith("/") &&
    !url.startsWith("//") &&
    new URL(url, self.location.origin).origin === self.location.origin
  );
}

function payloadOf(data) {
  try {
    return data?.json();
  } catch {
    return undefined;
  }
}

/** What a push shows: its own title, text and link, or, when it cannot be read, a general notice. */
function notificationOf(data) {
  const payload = payloadOf(data);
  const common = { icon: SETTINGS.icon, badge: SETTINGS.badge };
  if (typeof payload?.title !== "string" || payload.title === "") {
    return { title: SETTINGS.genericTitle, options: { ...common, data: { url: "/" } } };
  }
  return {
    title: payload.title,
    options: {
      ...common,
      body: typeof payload.body === "string" ? payload.body : "",
      ...(typeof payload.tag === "string" && payload.tag !== "" ? { tag: payload.tag } : {}),
      data: { url: ownPath(payload.url) ? payload.url : "/" },
    },
  };
}

// Every push is shown: browsers allow pushes only on that condition (userVisibleOnly).
self.addEventListener("push", (event) => {
  const { title, options } = notificationOf(event.data);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = event.notification.data?.url;
  event.waitUntil(openPortal(ownPath(url) ? url : "/"));
});

/** Shows the path in a tab of the portal that is open already, or else in a new window. */
async function openPortal(path) {
  const target = new URL(path, self.location.origin).href;
  const [open] = await self.clients.matchAll({ type: "window" });
  if (open) {
    try {
      const focused = await open.focus();
      if (await focused.navigate(target)) return;
    } catch {
      // The tab could not be focused or navigated (it left this worker's control): a new window instead.
    }
  }
  await self.clients.openWindow(target);
}

self.addEventListener("pushsubscriptionchange", (event) => {
  event.waitUntil(renew(event.oldSubscription, event.newSubscription));
});

/**
 * The push service ended or replaced this device's subscription: the new one is sent to the portal with
 * the topics and quiet hours of the old, so that the reader keeps their pushes without visiting. What
 * the portal does not know (or a browser that does not say which subscription ended) is not renewed.
 */
async function renew(oldSubscription, newSubscription) {
  if (!oldSubscription) return;
  const known = await fetch(
    `/api/push/subscriptions?endpoint=${encodeURIComponent(oldSubscription.endpoint)}`,
  );
  if (!known.ok) return;
  const { topics, quietHours } = await known.json();
  const subscription =
    newSubscription ??
    (await self.registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: oldSubscription.options.applicationServerKey,
    }));
  const { endpoint, keys } = subscription.toJSON();
  await fetch("/api/push/subscriptions", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ endpoint, keys, topics, quietHours }),
  });
}
