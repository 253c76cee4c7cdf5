// `npm run eval:assistant`: the assistant's evaluation set (issue 28, item 6) on a fresh demo portal at the
// real time; prints the share by category, the failures and the times, and fails below the target.
// `--json` prints the report as JSON instead; `--articles 10000` adds that many generated articles first
// (as `npm run bench` does), to see the answer time at that size (issue 28: p95 ≤ 100 ms at 10 000).
import { seedArticles } from "../bench/seed";
import { openDemoPortal } from "../src/server/features/chat/evaluation/portal";
import { evaluateAssistant, formatReport } from "../src/server/features/chat/evaluation/runner";

const portal = await openDemoPortal();
const articlesFlag = process.argv.indexOf("--articles");
const articles = articlesFlag === -1 ? 0 : Number(process.argv[articlesFlag + 1]);
if (!Number.isInteger(articles) || articles < 0) throw new Error("--articles takes a whole number");
try {
  if (articles > 0) {
    await seedArticles(portal.app, 0, articles);
    console.log(`${articles} generated articles added.`);
  }
  const { db, config } = portal.app.ctx;
  const report = await evaluateAssistant({ db, config });
  if (process.argv.includes("--json")) {
    console.log(
      JSON.stringify(
        {
          ...report,
          results: report.results.map(({ case: evalCase, ...rest }) => ({ ...evalCase, ...rest })),
        },
        null,
        2,
      ),
    );
  } else {
    console.log(formatReport(report));
  }
  process.exitCode = report.meetsTarget ? 0 : 1;
} finally {
  await portal.close();
}
