import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { eventMonthParams, eventSubmissionSchema } from "../../../shared/events/events";
import { admitted, route } from "../../http/access";
import { moderationContext } from "../../lib/moderation";
import { moderationRoutes } from "../../lib/moderation-routes";
import { eventsCalendar, ICS_CONTENT_TYPE } from "./ical";
import { approveEvent, deleteEvent, rejectEvent } from "./moderation";
import {
  approvedEvent,
  approvedEventBySlug,
  eventsOfMember,
  eventsOfMonth,
  eventsOfWeek,
  feedEvents,
  submitEvent,
} from "./service";

/** Calendar apps poll the feed; a few minutes of caching spare the database without hiding news for long. */
const FEED_CACHE = "public, max-age=300";

export async function eventRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app.ctx;
  const calendar = {
    timeZone: config.timeZone,
    publicUrl: config.publicUrl,
    name: `Events in ${config.municipality}`,
  };

  api.get(
    "/api/events/month/:year/:month",
    { ...route.public, schema: { params: eventMonthParams } },
    async (request) => eventsOfMonth(db, request.params.year, request.params.month, config.timeZone),
  );

  api.get("/api/events/week", route.public, async () => eventsOfWeek(db, config.timeZone));

  api.get(
    "/api/veranstaltungen/:slug",
    { ...route.public, schema: { params: z.object({ slug: z.string() }) } },
    async (request) => approvedEventBySlug(db, request.params.slug, config.timeZone),
  );

  api.get("/api/events/user", route.member, async (request) => eventsOfMember(db, admitted(request).id));

  api.post(
    "/api/events",
    { ...route.verified, schema: { body: eventSubmissionSchema } },
    async (request, reply) =>
      reply.code(201).send(await submitEvent(db, request.body, admitted(request).id, config.timeZone)),
  );

  api.get("/events.ics", route.public, async (_request, reply) => {
    const rows = await feedEvents(db, config.timeZone);
    return reply
      .header("Content-Type", ICS_CONTENT_TYPE)
      .header("Content-Disposition", 'inline; filename="events.ics"')
      .header("Cache-Control", FEED_CACHE)
      .send(eventsCalendar(rows, calendar));
  });

  api.get(
    "/events/:id.ics",
    { ...route.public, schema: { params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const row = await approvedEvent(db, request.params.id);
      return reply
        .header("Content-Type", ICS_CONTENT_TYPE)
        .header("Content-Disposition", `attachment; filename="event-${row.id}.ics"`)
        .header("Cache-Control", FEED_CACHE)
        .send(eventsCalendar([row], calendar));
    },
  );

  const moderation = moderationContext(app.ctx);
  moderationRoutes(app, {
    paths: ["/api/admin/events"],
    decidedBy: "editor",
    note: "reason",
    approveWithoutNote: true,
    approve: (id, actorId) => approveEvent(moderation, id, actorId),
    reject: (id, actorId, reason) => rejectEvent(moderation, id, actorId, reason),
    remove: (id, actorId) => deleteEvent(db, id, actorId),
  });
}
