import type { FastifyInstance } from "fastify";
import { featuredArticles, homepageContent } from "./service";

export async function articleRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.get("/api/homepage-content", async () => homepageContent(db));
  app.get("/api/articles/featured", async () => featuredArticles(db));
}
