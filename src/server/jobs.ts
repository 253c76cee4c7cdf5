import type { FastifyInstance } from "fastify";
import { purgeOldPageViews } from "./features/analytics/service";
import { purgeExpiredSessions } from "./features/auth/sessions";
import { purgeOldNotifications } from "./features/notifications/centre";
import { prServiceContext } from "./features/pr-reports/routes";
import { startPrBilling } from "./features/pr-reports/scheduler";
import { sendWeeklyDigest } from "./features/subscriptions/digest";
import { notifyPublications } from "./features/subscriptions/publications";
import { forgetUnconfirmed } from "./features/subscriptions/service";
import type { Metrics } from "./ops/metrics";

const SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** Mail and pushes that could not be delivered at once are tried again at this pace. */
const MAIL_RETRY_INTERVAL_MS = 60 * 1000;
/** A scheduled article or notice is told to its subscribers within this of its moment. */
const PUBLICATION_INTERVAL_MS = 60 * 1000;

/**
 * The portal's background work: started when the server is ready, stopped before it closes. `everyMinute`
 * false leaves out the minute's runs (mail and push retries, publications, the digest): tests run those by
 * hand as of moments of their own, and a timer running them too would race the test.
 */
export function registerJobs(app: FastifyInstance, metrics: Metrics, everyMinute: boolean) {
  let purgeTimer: NodeJS.Timeout | undefined;
  let mailTimer: NodeJS.Timeout | undefined;
  let publicationTimer: NodeJS.Timeout | undefined;
  let stopPrBilling: (() => void) | undefined;
  app.addHook("onReady", async () => {
    stopPrBilling = startPrBilling(prServiceContext(app), app.log, metrics.schedulerRun);
    app.ctx.mailer.flushSoon();
    app.ctx.notifier.pusher.flushSoon();
    // After a restart, what became public meanwhile is told at once (its mails then go out at the pace allowed).
    await notifyPublications(app.ctx).catch((error) =>
      app.log.warn({ err: error }, "notifying subscribers failed"),
    );
    if (everyMinute) {
      // Also the moment pushes held in quiet hours go out.
      mailTimer = setInterval(() => {
        app.ctx.mailer.flushSoon();
        app.ctx.notifier.pusher.flushSoon();
      }, MAIL_RETRY_INTERVAL_MS);
      mailTimer.unref();
      publicationTimer = setInterval(() => {
        Promise.all([notifyPublications(app.ctx), sendWeeklyDigest(app.ctx)]).catch((error) =>
          app.log.warn({ err: error }, "notifying subscribers failed"),
        );
      }, PUBLICATION_INTERVAL_MS);
      publicationTimer.unref();
    }
    const purge = () =>
      Promise.all([
        purgeExpiredSessions(app.ctx.db),
        purgeOldPageViews(app.ctx.db),
        forgetUnconfirmed(app.ctx.db),
        purgeOldNotifications(app.ctx.db),
      ]).then(
        () => metrics.schedulerRun("purge", "ok"),
        (error) => {
          metrics.schedulerRun("purge", "failed");
          throw error;
        },
      );
    await purge();
    purgeTimer = setInterval(() => {
      purge().catch((error) => app.log.warn({ err: error }, "purge of expired data failed"));
    }, SESSION_PURGE_INTERVAL_MS);
    purgeTimer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(purgeTimer);
    clearInterval(mailTimer);
    clearInterval(publicationTimer);
    stopPrBilling?.();
  });
}
