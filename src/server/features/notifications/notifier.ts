import { and, arrayContains, eq, isNull, sql } from "drizzle-orm";
import type {
  NotificationKind as EntryKind,
  PushPayload,
  PushTopic,
} from "../../../shared/notifications/basics";
import { type Db, selectRows, type Tx } from "../../db/client";
import {
  notificationCentreSettings,
  notificationEvents,
  notifications,
  pushSubscriptions,
} from "../../db/schema";
import type { Mailer, OutgoingMail } from "../../providers/mail/index";
import type { Pusher } from "../../providers/push/index";
import type { RealtimeHub } from "../../realtime/hub";
import { deliverableSubscribers } from "../subscriptions/subscribers";
import { centreTopicsOf, unreadNotifications } from "./centre";
import { pushMoment, quietHoursOf } from "./quiet-hours";

/** Who a mail of a notification goes to: a member, a submitter without account, or a subscriber. */
export interface MailRecipient {
  address: string;
  name: string | null;
  /** A subscriber's token, for the links to /abo/{token} in the mail. */
  subscriptionToken: string | null;
  /** The member a personal notification reaches (their own links in the mail); null for a subscriber. */
  memberId: string | null;
}

/** The one person a personal notification concerns; without an address (no account left) only the centre. */
export interface PersonalRecipient {
  address: string | null;
  name: string | null;
  memberId: string | null;
}

/** What the notification centre shows of an event. */
export interface CentreEntry {
  kind: EntryKind;
  title: string;
  body: string;
  href: string;
  /** An unread entry with the same key is replaced, not joined (a conversation's messages are one entry). */
  groupKey?: string;
}

/**
 * A kind of notification, defined by the area it belongs to: what it says on each channel. The notifier
 * decides who gets it on which channel; an area never writes to a channel itself.
 */
export interface NotificationKind<P> {
  /** Stored with each event: 'message', 'decision', 'notice', … */
  name: string;
  /** The topic whose channels the recipient chose. */
  topic(payload: P): PushTopic;
  /** The one person it concerns; without it (and without `members`), everybody who follows the topic. */
  to?(tx: Tx, payload: P): Promise<PersonalRecipient>;
  /** The members it concerns (a group's members who chose to hear of it), each as if it were theirs alone. */
  members?(tx: Tx, payload: P): Promise<PersonalRecipient[]>;
  /** The mail to one recipient, or null when this recipient gets none now (turned off, mailed within the hour). */
  mail(tx: Tx, recipient: MailRecipient, payload: P): Promise<OutgoingMail | null>;
  /** Never private content: a lock screen shows it. Null: no push now (the member reads it in an open tab). */
  push(tx: Tx, payload: P): Promise<PushPayload | null>;
  centre(payload: P): CentreEntry;
  /** Pushed at once, also in quiet hours. */
  urgent?(payload: P): boolean;
}

/** What one notification reached, for the work after the commit. */
export interface Fanned {
  members: string[];
  mails: number;
  pushes: number;
}

interface NotifierLog {
  warn(details: object, message: string): void;
}

/**
 * The one notification path (issues 25 item 4 and 26): an area records what happened in the transaction of
 * the change, and the same transaction writes each recipient's mail (outbox), pushes (push outbox, held in
 * their quiet hours) and centre entries. Nothing is lost when the server dies after the commit, and nothing
 * is written twice, since it is all one transaction; the outboxes are sent by one instance per row.
 */
export class Notifier {
  constructor(
    private readonly mailer: Mailer,
    readonly pusher: Pusher,
    private readonly realtime: RealtimeHub,
    private readonly timeZone: string,
    private readonly log: NotifierLog,
  ) {}

  async notify<P>(tx: Tx, kind: NotificationKind<P>, payload: P, now = new Date()): Promise<Fanned> {
    const [event] = await tx
      .insert(notificationEvents)
      .values({ kind: kind.name, payload: payload as object })
      .returning({ id: notificationEvents.id });
    if (!event) throw new Error("insert returned no row");
    const topic = kind.topic(payload);
    const people = kind.members ? await kind.members(tx, payload) : [await kind.to?.(tx, payload)];
    const push = await kind.push(tx, payload);
    const fanned: Fanned = { members: [], mails: 0, pushes: 0 };
    for (const person of people) {
      const mails = await this.mailsOf(tx, kind, payload, topic, person);
      await this.mailer.enqueueAll(tx, mails);
      fanned.mails += mails.length;
      if (push)
        fanned.pushes += await this.queuePushes(
          tx,
          topic,
          person?.memberId,
          push,
          kind.urgent?.(payload) ?? false,
          now,
        );
      fanned.members.push(
        ...(await this.addToCentres(tx, event.id, topic, person?.memberId, kind.centre(payload))),
      );
    }
    return fanned;
  }

  /** After the commit: mail and pushes leave, and the members' bells count up in every open tab. */
  async delivered(db: Db, fanned: Fanned | Fanned[]): Promise<void> {
    const all = Array.isArray(fanned) ? fanned : [fanned];
    if (all.some((one) => one.mails > 0)) this.mailer.flushSoon();
    if (all.some((one) => one.pushes > 0)) this.pusher.flushSoon();
    await this.announceUnread(
      db,
      all.flatMap((one) => one.members),
    );
  }

  /** Tells these members' open tabs their unread count (after a notification or after reading). */
  async announceUnread(db: Db, memberIds: string[]): Promise<void> {
    const members = [...new Set(memberIds)];
    if (members.length === 0) return;
    const counts = await unreadNotifications(db, members);
    // One announcement per count, not per member: a notice to a whole village is a handful of messages.
    const byCount = new Map<number, string[]>();
    for (const member of members) {
      const unread = counts.get(member) ?? 0;
      const group = byCount.get(unread);
      if (group) group.push(member);
      else byCount.set(unread, [member]);
    }
    await Promise.all(
      [...byCount].map(([unread, group]) =>
        this.realtime
          .sendTo(group, { type: "notifications", unread })
          .catch((error) => this.log.warn({ err: error }, "announcing notifications failed")),
      ),
    );
  }

  private async mailsOf<P>(
    tx: Tx,
    kind: NotificationKind<P>,
    payload: P,
    topic: PushTopic,
    person: PersonalRecipient | undefined,
  ): Promise<OutgoingMail[]> {
    const recipients: MailRecipient[] = person
      ? person.address
        ? [{ address: person.address, name: person.name, subscriptionToken: null, memberId: person.memberId }]
        : []
      : (await deliverableSubscribers(tx, topic)).map((row) => ({
          address: row.email,
          name: null,
          subscriptionToken: row.token,
          memberId: null,
        }));
    const mails: OutgoingMail[] = [];
    for (const recipient of recipients) {
      const mail = await kind.mail(tx, recipient, payload);
      if (mail) mails.push(mail);
    }
    return mails;
  }

  private async queuePushes(
    tx: Tx,
    topic: PushTopic,
    memberId: string | null | undefined,
    payload: PushPayload,
    urgent: boolean,
    now: Date,
  ): Promise<number> {
    if (memberId === null) return 0;
    const devices = await tx
      .select({
        id: pushSubscriptions.id,
        quietFrom: pushSubscriptions.quietFrom,
        quietUntil: pushSubscriptions.quietUntil,
      })
      .from(pushSubscriptions)
      .where(
        and(
          arrayContains(pushSubscriptions.topics, [topic]),
          memberId ? eq(pushSubscriptions.userId, memberId) : undefined,
        ),
      );
    await this.pusher.enqueueAll(
      tx,
      devices.map((device) => ({
        subscriptionId: device.id,
        payload,
        urgent,
        notBefore: urgent ? now : pushMoment(now, quietHoursOf(device), this.timeZone),
      })),
    );
    return devices.length;
  }

  private async addToCentres(
    tx: Tx,
    eventId: number,
    topic: PushTopic,
    memberId: string | null | undefined,
    entry: CentreEntry,
  ): Promise<string[]> {
    if (memberId === null) return [];
    if (memberId) {
      if (!(await centreTopicsOf(tx, memberId)).includes(topic)) return [];
      if (entry.groupKey) {
        await tx
          .delete(notifications)
          .where(
            and(
              eq(notifications.userId, memberId),
              eq(notifications.groupKey, entry.groupKey),
              isNull(notifications.readAt),
            ),
          );
      }
      await tx.insert(notifications).values({ userId: memberId, eventId, ...entry });
      return [memberId];
    }
    // Everybody who follows a public topic in the centre: one statement, however many members.
    const added = await selectRows<{ user_id: string }>(
      tx,
      sql`insert into ${notifications} (user_id, event_id, kind, title, body, href, group_key)
          select ${notificationCentreSettings.userId}, ${eventId}, ${entry.kind}, ${entry.title}, ${entry.body},
                 ${entry.href}, ${entry.groupKey ?? null}
          from ${notificationCentreSettings}
          where ${notificationCentreSettings.topics} @> array[${topic}]::text[]
          returning user_id`,
    );
    return added.map((row) => row.user_id);
  }
}
