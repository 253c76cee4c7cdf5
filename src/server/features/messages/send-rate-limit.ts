import { HttpError } from "../../lib/http-errors";
import { currentUser } from "../auth/session";

const SEND_RATE_LIMITED =
  "Sie haben in kurzer Zeit sehr viele Nachrichten geschrieben. Bitte warten Sie einen Moment.";

/**
 * The route config of every way to send a message (private or in a group): one budget per member, shared
 * between instances through Redis; a Redis outage lets messages through rather than wait or fail.
 */
export const messageSendRateLimit = {
  max: 20,
  timeWindow: "1 minute",
  hook: "preHandler" as const,
  skipOnError: true,
  keyGenerator: async (request: Parameters<typeof currentUser>[0]) =>
    `message|${(await currentUser(request))?.id ?? request.ip}`,
  errorResponseBuilder: () => new HttpError(429, SEND_RATE_LIMITED),
};
