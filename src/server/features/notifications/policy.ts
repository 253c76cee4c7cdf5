import { isOneOf } from "../../../shared/common/labelled-values";
import { PERSONAL_TOPICS, type PushTopic } from "../../../shared/notifications/basics";
import { badRequest, forbidden } from "../../lib/http-errors";

/**
 * Who may do what with notifications: the one place the notification routes ask. A member reads and marks
 * only their own centre (the services filter by the member of the session); push devices are held by
 * whoever holds their endpoint, a secret of the browser.
 */

export const PERSONAL_TOPICS_FOR_MEMBERS =
  "Nachrichten und Entscheide der Redaktion gibt es nur für angemeldete Mitglieder.";
export const UNKNOWN_PUSH_SERVICE = "Diese Adresse gehört zu keinem bekannten Push-Dienst.";

/** Personal topics tell about a member: only a device of that member, signed in, may receive them. */
export function assertMayChoosePushTopics(memberId: string | null, topics: readonly PushTopic[]): void {
  if (memberId) return;
  if (topics.some((topic) => isOneOf(PERSONAL_TOPICS, topic))) {
    throw forbidden(PERSONAL_TOPICS_FOR_MEMBERS);
  }
}

/**
 * The portal sends encrypted requests to a device's endpoint: only to the browsers' push services (or the
 * hosts the operator named), over https, so that an endpoint cannot aim the server at anything else.
 */
export function assertPushService(endpoint: string, serviceHosts: readonly string[]): void {
  const url = new URL(endpoint);
  const host = url.host.toLowerCase();
  const known = serviceHosts.some((entry) =>
    entry.startsWith(".") ? host.endsWith(entry) : host === entry || url.hostname.toLowerCase() === entry,
  );
  // Plain http only for a host the operator named exactly (the tests' push service on loopback).
  const secure = url.protocol === "https:" || serviceHosts.includes(host);
  if (!known || !secure || url.username || url.password) throw badRequest(UNKNOWN_PUSH_SERVICE);
}
