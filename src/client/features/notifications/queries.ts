import { queryOptions } from "@tanstack/react-query";
import type {
  CentreSettings,
  NotificationsPage,
  PushDevice,
  PushPublicKey,
} from "../../../shared/notifications/basics";

/** GET /api/notifications: the newest page of the member's centre; the bell reads its unread count. */
export const notificationsQuery = queryOptions<NotificationsPage>({ queryKey: ["/api/notifications"] });

/** GET /api/notifications?before=: an older page. */
export const olderNotificationsQuery = (before: number) =>
  queryOptions<NotificationsPage>({ queryKey: [`/api/notifications?before=${before}`] });

export const centreSettingsQuery = queryOptions<CentreSettings>({
  queryKey: ["/api/notifications/settings"],
});

export const pushPublicKeyQuery = queryOptions<PushPublicKey>({ queryKey: ["/api/push/public-key"] });

/** GET /api/push/subscriptions?endpoint=: this device's topics, when push is on. */
export const pushDeviceQuery = (endpoint: string) =>
  queryOptions<PushDevice>({
    queryKey: [`/api/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`],
    retry: false,
  });
