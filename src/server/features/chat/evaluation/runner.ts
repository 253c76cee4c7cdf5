// Runs the evaluation set through an answer function and scores it (issue 28, targets).
import { performance } from "node:perf_hooks";
import { ASSISTANT_UNKNOWN, type ChatTurn } from "../../../../shared/chat/basics";
import type { Config } from "../../../config";
import type { Db } from "../../../db/client";
import { offlineAnswer } from "../assistant";
import { buildCases, CATEGORIES, type Category, type EvalCase } from "./cases";

/** Issue 28: at least this share of the set answered right offline. */
export const TARGET_SHARE = 0.9;

export type AnswerFunction = (question: string, history: ChatTurn[], now: Date) => Promise<string>;

export interface CaseResult {
  case: EvalCase;
  answer: string;
  passed: boolean;
  /** The groups of which no alternative occurred. */
  missing: string[][];
  /** The unrelated names the answer contained. */
  forbiddenFound: string[];
  /** Why it failed besides missing and forbidden content. */
  reason?: string;
  ms: number;
}

export interface CategoryScore {
  category: Category;
  total: number;
  passed: number;
  share: number;
}

export interface EvaluationReport {
  now: string;
  results: CaseResult[];
  categories: CategoryScore[];
  total: number;
  passed: number;
  share: number;
  /** Answers that named an item unrelated to their question (the target is none). */
  unrelatedAnswers: number;
  p50Ms: number;
  p95Ms: number;
  meetsTarget: boolean;
}

const fold = (text: string) => text.normalize("NFC").toLowerCase().replace(/\s+/g, " ");

/**
 * Whether an expected text occurs: case and spacing do not matter, and a number is not found inside a
 * longer one ('6:00' is not in '16:00').
 */
export function occurs(answer: string, expected: string): boolean {
  const text = fold(answer);
  const needle = fold(expected);
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
    const before = text[at - 1] ?? "";
    const after = text[at + needle.length] ?? "";
    if (/\d/.test(needle[0] ?? "") && /\d/.test(before)) continue;
    if (/\d/.test(needle.at(-1) ?? "") && /\d/.test(after)) continue;
    return true;
  }
  return false;
}

/** Checks one answer against its case. */
export function judge(evalCase: EvalCase, answer: string): Omit<CaseResult, "case" | "answer" | "ms"> {
  const missing = evalCase.mustContain.filter((group) => !group.some((wanted) => occurs(answer, wanted)));
  const forbiddenFound = evalCase.mustNotContain.filter((name) => occurs(answer, name));
  const unknown = answer.trimStart().startsWith(ASSISTANT_UNKNOWN);
  // Saying 'I do not know' when the portal holds the answer is wrong, whatever the closest items offered.
  const unknownAllowed = evalCase.mustContain.some((group) => group.includes(ASSISTANT_UNKNOWN));
  let reason: string | undefined;
  if (evalCase.unavailable) reason = evalCase.unavailable;
  else if (evalCase.honest && !unknown) reason = `does not begin with '${ASSISTANT_UNKNOWN}'`;
  else if (unknown && !unknownAllowed) reason = "says it does not know, though the portal holds the answer";
  return {
    passed: !reason && missing.length === 0 && forbiddenFound.length === 0,
    missing,
    forbiddenFound,
    ...(reason ? { reason } : {}),
  };
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

/** The assistant as the chat route runs it, without a model. */
export function offlineAssistant(db: Db, config: Config): AnswerFunction {
  const context = {
    db,
    ai: { model: null },
    municipality: config.municipality,
    editorialEmail: config.editorialEmail,
    timeZone: config.timeZone,
  };
  return (message, history, now) => offlineAnswer(context, { message, history }, now);
}

export async function evaluateAssistant(options: {
  db: Db;
  config: Config;
  now?: Date;
  answer?: AnswerFunction;
}): Promise<EvaluationReport> {
  const now = options.now ?? new Date();
  const answer = options.answer ?? offlineAssistant(options.db, options.config);
  const cases = await buildCases(options.db, now, options.config.timeZone);
  const results: CaseResult[] = [];
  for (const evalCase of cases) {
    const started = performance.now();
    const text = await answer(evalCase.question, evalCase.history ?? [], now);
    const ms = performance.now() - started;
    results.push({ case: evalCase, answer: text, ms, ...judge(evalCase, text) });
  }
  const categories = CATEGORIES.map((category) => {
    const ofCategory = results.filter((result) => result.case.category === category);
    const passed = ofCategory.filter((result) => result.passed).length;
    return {
      category,
      total: ofCategory.length,
      passed,
      share: ofCategory.length ? passed / ofCategory.length : 0,
    };
  });
  const passed = results.filter((result) => result.passed).length;
  const share = results.length ? passed / results.length : 0;
  const unrelatedAnswers = results.filter((result) => result.forbiddenFound.length > 0).length;
  const times = results.map((result) => result.ms).sort((a, b) => a - b);
  return {
    now: now.toISOString(),
    results,
    categories,
    total: results.length,
    passed,
    share,
    unrelatedAnswers,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    meetsTarget: share >= TARGET_SHARE && unrelatedAnswers === 0,
  };
}

/** The report as a table by category, the failures, and the times. */
export function formatReport(report: EvaluationReport): string {
  const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
  const lines = [`Assistent-Evaluation (${report.now})`, "", "Kategorie            richtig   Anteil"];
  for (const score of report.categories) {
    lines.push(
      `${score.category.padEnd(20)} ${`${score.passed}/${score.total}`.padStart(7)}   ${percent(score.share).padStart(7)}`,
    );
  }
  lines.push(
    `${"gesamt".padEnd(20)} ${`${report.passed}/${report.total}`.padStart(7)}   ${percent(report.share).padStart(7)}`,
    "",
    `Antworten mit fremden Einträgen: ${report.unrelatedAnswers}`,
    `Antwortzeit p50 ${report.p50Ms.toFixed(1)} ms, p95 ${report.p95Ms.toFixed(1)} ms`,
  );
  const failures = report.results.filter((result) => !result.passed);
  if (failures.length > 0) lines.push("", `Fehlgeschlagen (${failures.length}):`);
  for (const failure of failures) {
    lines.push(`- [${failure.case.category}] ${failure.case.question}`);
    if (failure.reason) lines.push(`    Grund: ${failure.reason}`);
    for (const group of failure.missing) lines.push(`    fehlt: ${group.join(" | ")}`);
    if (failure.forbiddenFound.length > 0) lines.push(`    fremd: ${failure.forbiddenFound.join(", ")}`);
    lines.push(`    Antwort: ${failure.answer.slice(0, 300).replace(/\n/g, " ⏎ ")}`);
  }
  lines.push(
    "",
    report.meetsTarget
      ? `Ziel erreicht (≥ ${TARGET_SHARE * 100} %, keine fremden Einträge).`
      : `Ziel verfehlt (≥ ${TARGET_SHARE * 100} %, keine fremden Einträge).`,
  );
  return lines.join("\n");
}
