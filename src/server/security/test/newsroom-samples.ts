import type { RouteKey } from "../../lib/route-table";
import type { RouteSample } from "./route-samples";

/**
 * The samples of the newsroom (issue 21: articles, events), official notices and mail subscriptions (issue 25),
 * push devices and the notification centre (issue 26):
 * a well-formed request of each route.
 */

const ARTICLE = {
  title: "Neue Sitzbänke",
  excerpt: "",
  content: "Text",
  category: "Dorfläbe",
  status: "draft",
};

const NOTICE = {
  kind: "abfall",
  title: "Christbaumabfuhr",
  content: "Am 8. Januar",
  status: "draft",
  details: { validUntil: "2031-01-08" },
};

/** A browser's push subscription as Chrome hands it over (issue 26). */
const PUSH_DEVICE = {
  endpoint: "https://fcm.googleapis.com/fcm/send/probe-device",
  keys: {
    p256dh: `B${"A".repeat(86)}`,
    auth: "AAAAAAAAAAAAAAAAAAAAAA",
  },
};

export const NEWSROOM_SAMPLES = {
  "GET /api/admin/articles": { sample: { query: { status: "draft", q: "Bank" } } },
  "POST /api/admin/articles": { sample: { body: ARTICLE } },
  "PATCH /api/admin/articles/:id": { sample: { body: { title: "Andere Bänke", version: 1 } } },
  "POST /api/admin/articles/:id/revisions/:revisionId/restore": {
    sample: { params: { revisionId: "987654" } },
  },
  "GET /api/admin/events": { sample: { query: { page: "1" } } },
  "POST /api/admin/events": { sample: { body: { title: "Wochenmarkt", eventDate: "2031-05-06" } } },
  "PATCH /api/admin/events/:id": { sample: { body: { title: "Wochenmarkt im Dorf" } } },
  "POST /api/admin/events/:id/cancel": { sample: { body: {} } },
  "POST /api/push/subscriptions": { sample: { body: { ...PUSH_DEVICE, topics: ["notices:abfall"] } } },
  "GET /api/push/subscriptions": { sample: { query: { endpoint: PUSH_DEVICE.endpoint } } },
  "DELETE /api/push/subscriptions": { sample: { body: { endpoint: PUSH_DEVICE.endpoint } } },
  "GET /api/notifications": { sample: { query: { before: "5" } } },
  "POST /api/notifications/read": { sample: { body: { all: true } } },
  "PUT /api/notifications/settings": { sample: { body: { topics: ["messages", "notices:abfall"] } } },
  "POST /api/subscriptions": { sample: { body: { email: "probe@example.ch", topics: ["notices:abfall"] } } },
  "POST /api/subscriptions/confirm": { sample: { body: { token: "gibt-es-nicht-gibt-es-nicht-0123" } } },
  "PUT /api/subscriptions/:token": { sample: { body: { topics: ["digest"] } } },
  "PUT /api/subscriptions/mine": { sample: { body: { topics: ["news:Sport"] } } },
  "PUT /api/subscriptions/mine/decisions": { sample: { body: { notifyByMail: false } } },
  "GET /api/notices": { sample: { query: { kind: "baugesuch", archive: "true" } } },
  "GET /api/admin/notices": { sample: { query: { status: "draft", kind: "abfall" } } },
  "POST /api/admin/notices": { sample: { body: NOTICE } },
  "PATCH /api/admin/notices/:id": { sample: { body: { title: "Christbaumabfuhr", version: 1 } } },
  "POST /api/admin/notices/:id/revisions/:revisionId/restore": {
    sample: { params: { revisionId: "987654" } },
  },
} satisfies Partial<Record<RouteKey, RouteSample>>;
