import type { FastifyInstance } from "fastify";
import { adminRoutes } from "./features/admin/routes";
import { analyticsRoutes } from "./features/analytics/routes";
import { articleRoutes } from "./features/articles/routes";
import { authRoutes } from "./features/auth/routes";
import { businessRoutes } from "./features/businesses/routes";
import { assistantKnowledgeRoutes } from "./features/chat/knowledge-routes";
import { chatRoutes } from "./features/chat/routes";
import { electionRoutes } from "./features/election/routes";
import { eventRoutes } from "./features/events/routes";
import { feedRoutes } from "./features/feeds/routes";
import { groupRoutes } from "./features/groups/routes";
import { imageRoutes } from "./features/images/routes";
import { letterRoutes } from "./features/letters/routes";
import { marketplaceRoutes } from "./features/marketplace/routes";
import { messageRoutes } from "./features/messages/routes";
import { newsroomRoutes, previewRoutes } from "./features/newsroom/routes";
import { noticeRoutes } from "./features/notices/routes";
import { notificationRoutes } from "./features/notifications/routes";
import { prOrderRoutes } from "./features/pr-reports/order-routes";
import { prReportRoutes } from "./features/pr-reports/routes";
import { profileRoutes } from "./features/profile/routes";
import { reportRoutes } from "./features/reports/routes";
import { searchRoutes } from "./features/search/routes";
import { subscriptionRoutes } from "./features/subscriptions/routes";
import { objectRoutes } from "./features/uploads/routes";
import { userArticleRoutes } from "./features/user-articles/routes";
import { liveRoutes } from "./realtime/routes";

/** Every area's routes, in one list: a new area adds its plugin here. */
export const areaRoutes = [
  authRoutes,
  articleRoutes,
  letterRoutes,
  userArticleRoutes,
  prReportRoutes,
  prOrderRoutes,
  searchRoutes,
  feedRoutes,
  analyticsRoutes,
  imageRoutes,
  liveRoutes,
  messageRoutes,
  objectRoutes,
  eventRoutes,
  electionRoutes,
  businessRoutes,
  noticeRoutes,
  subscriptionRoutes,
  notificationRoutes,
  chatRoutes,
  assistantKnowledgeRoutes,
  marketplaceRoutes,
  groupRoutes,
  profileRoutes,
  adminRoutes,
  newsroomRoutes,
  previewRoutes,
  reportRoutes,
];

export async function registerAreaRoutes(app: FastifyInstance) {
  for (const routes of areaRoutes) await app.register(routes);
}
