import { randomUUID } from "node:crypto";
import websocket from "@fastify/websocket";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RawData } from "ws";
import { clientEventSchema, HEARTBEAT_MS } from "../../shared/messages/messages";
import { getSession } from "../features/auth/session";
import { validSessionIds } from "../features/auth/sessions";
import { admitted, route } from "../http/access";
import { forbidden, HttpError } from "../lib/http-errors";
import { AccountBudgets, CONNECTION_BUDGET, Strikes, TokenBucket } from "./frame-budget";
import { CLOSE, type LiveSocket } from "./hub";
import { connectionClosed, connectionOpened, touchConnections } from "./presence";

/** Close code for a server going down: clients reconnect (to another instance), unlike after 1000. */
const GOING_AWAY = 1001;
const MAX_FRAME_BYTES = 4096;
/** Frames of one tab waiting for their turn; beyond that they are dropped, not queued. */
const MAX_PENDING_FRAMES = 8;

/**
 * The live connection at /ws (spec portal-members §4): signed-in members only, from this site's own pages
 * only. The hub delivers events; this file keeps connections, presence and the heartbeat.
 */
export async function liveRoutes(app: FastifyInstance) {
  const { db, config, realtime } = app.ctx;
  await app.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES },
    // In place of the plugin's own, which closes without a code: clients would not know to reconnect.
    preClose(done) {
      for (const client of this.websocketServer.clients)
        client.close(GOING_AWAY, "Server wird neu gestartet");
      this.websocketServer.close(() => {});
      done();
    },
  });
  const ownOrigin = new URL(config.publicUrl).origin;

  // A page of another site must not open a socket with the member's cookie (cross-site WebSocket hijacking).
  const checkUpgrade = async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (
      request.headers["sec-fetch-site"] === "cross-site" ||
      (origin && origin !== ownOrigin && origin !== `${request.protocol}://${request.host}`)
    ) {
      throw forbidden("Anfragen von fremden Seiten sind nicht erlaubt.");
    }
  };

  const accountBudgets = new AccountBudgets();
  const finished = new WeakMap<LiveSocket, Promise<void>>();
  /** Forgets a connection once, whether the member closed it or the server is shutting down. */
  const finish = (live: LiveSocket, opened: Promise<void>) => {
    let done = finished.get(live);
    if (!done) {
      realtime.remove(live);
      accountBudgets.close(live.userId);
      done = opened
        .then(() => connectionClosed(db, live.id, live.userId))
        .then((lastSeenAt) => {
          if (lastSeenAt) return realtime.presenceChanged(live.userId, false, lastSeenAt);
        })
        .catch((error) => app.log.warn({ err: error }, "closed live connection not recorded"));
      finished.set(live, done);
    }
    return done;
  };
  const openings = new WeakMap<LiveSocket, Promise<void>>();

  // A plain GET (no upgrade) hears why in German, not an empty 404.
  const upgradeOnly = async (request: FastifyRequest) => {
    if (!request.ws) throw new HttpError(426, "Diese Adresse dient nur der Live-Verbindung (WebSocket).");
  };

  app.get(
    "/ws",
    { ...route.confirmed, websocket: true, preValidation: checkUpgrade, preHandler: upgradeOnly },
    async (socket, request) => {
      const user = admitted(request);
      const session = await getSession(request);
      const live: LiveSocket = {
        id: randomUUID(),
        userId: user.id,
        sessionId: session?.sid ?? "",
        socket,
        alive: true,
      };
      // Handlers first: a message sent right after the upgrade must not be lost while the database answers.
      socket.on("pong", () => {
        live.alive = true;
      });
      const ownBudget = new TokenBucket(CONNECTION_BUDGET.capacity, CONNECTION_BUDGET.perSecond);
      const accountBudget = accountBudgets.open(user.id);
      const strikes = new Strikes();
      let handled = Promise.resolve();
      let pending = 0;
      socket.on("message", (raw: RawData) => {
        live.alive = true;
        // Over budget or too many waiting: dropped before parsing, so a flood costs no query and no memory.
        if (pending >= MAX_PENDING_FRAMES || !ownBudget.take() || !accountBudget.take()) {
          if (strikes.add()) socket.close(CLOSE.flooding, "Zu viele Nachrichten");
          return;
        }
        let data: unknown;
        try {
          data = JSON.parse(raw.toString());
        } catch {
          return;
        }
        const parsed = clientEventSchema.safeParse(data);
        if (!parsed.success) return;
        // One after the other per tab, so that a typing_stop never overtakes its typing_start.
        pending += 1;
        handled = handled
          .then(() => realtime.received(user.id, parsed.data))
          .finally(() => {
            pending -= 1;
          });
      });
      const opened = connectionOpened(db, live.id, user.id).then(
        (cameOnline) => {
          if (cameOnline) void realtime.presenceChanged(user.id, true, null);
        },
        (error) => request.log.warn({ err: error }, "live connection not recorded"),
      );
      openings.set(live, opened);
      socket.on("close", () => void finish(live, opened));
      realtime.add(live);
    },
  );

  /** Closes the sockets whose session no longer holds (ended, expired, account blocked or gone). */
  const closeEnded = async (sockets: LiveSocket[]) => {
    if (sockets.length === 0) return;
    const valid = await validSessionIds(
      db,
      sockets.map((live) => live.sessionId),
    );
    for (const live of sockets) {
      if (!valid.has(live.sessionId)) live.socket.close(CLOSE.sessionEnded, "Sitzung beendet");
    }
  };
  realtime.onSessionsEnded(async ({ userId, sessionIds, reason }) => {
    if (reason === "profile") return;
    const sockets = realtime.socketsOf(userId);
    if (reason === "rights") {
      for (const live of sockets) live.socket.close(CLOSE.rightsChanged, "Berechtigungen geändert");
      return;
    }
    if (sessionIds) {
      const ended = new Set(sessionIds);
      for (const live of sockets) {
        if (ended.has(live.sessionId)) live.socket.close(CLOSE.sessionEnded, "Sitzung beendet");
      }
      return;
    }
    await closeEnded(sockets);
  });

  let heartbeat: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    heartbeat = setInterval(() => {
      const sockets = realtime.all();
      // The session is checked again on every beat: one that ended without an announcement (it expired,
      // or an instance died before announcing) closes within a heartbeat.
      closeEnded(sockets).catch((error) => app.log.warn({ err: error }, "live sessions not checked"));
      for (const live of sockets) {
        if (!live.alive) {
          live.socket.terminate();
          continue;
        }
        live.alive = false;
        live.socket.ping();
      }
      touchConnections(
        db,
        sockets.filter((live) => live.socket.readyState === live.socket.OPEN).map((live) => live.id),
      ).catch((error) => app.log.warn({ err: error }, "live connections not refreshed"));
    }, HEARTBEAT_MS);
    heartbeat.unref();
  });
  app.addHook("preClose", async () => {
    clearInterval(heartbeat);
    const sockets = realtime.all();
    for (const live of sockets) live.socket.close(GOING_AWAY, "Server wird neu gestartet");
    await Promise.all(sockets.map((live) => finish(live, openings.get(live) ?? Promise.resolve())));
  });
}
