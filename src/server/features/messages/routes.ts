import type { FastifyInstance } from "fastify";
import { requireUser } from "../auth/session";
import { memberMessages } from "./service";

export async function messageRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.get("/api/messages", async (request) => {
    const user = await requireUser(request);
    return memberMessages(db, user.id);
  });
}
