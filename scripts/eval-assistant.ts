// `npm run eval:assistant`: the assistant's evaluation set (issue 28, item 6) on a fresh demo portal at the
// real time; prints the share by category, the failures and the times, and fails below the target.
// `--json` prints the report as JSON instead.
import { openDemoPortal } from "../src/server/features/chat/evaluation/portal";
import { evaluateAssistant, formatReport } from "../src/server/features/chat/evaluation/runner";

const portal = await openDemoPortal();
try {
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
