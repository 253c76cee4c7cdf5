import { and, arrayContains, isNotNull, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { subscriptions } from "../../db/schema";

// A leaf of its own: the notifier (which the app context holds) reads it, and the subscription service
// imports the context's type.

/** The subscribers a mail of this topic goes to: confirmed (an unconfirmed address gets nothing but its confirmation), not bounced. */
export const deliverableSubscribers = (tx: Db | Tx, topic: string) =>
  tx
    .select({ email: subscriptions.email, token: subscriptions.token })
    .from(subscriptions)
    .where(
      and(
        arrayContains(subscriptions.topics, [topic]),
        isNotNull(subscriptions.confirmedAt),
        isNull(subscriptions.bouncedAt),
      ),
    );
