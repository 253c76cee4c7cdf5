// The assistant's evaluation set (issue 28, item 6): questions a resident asks, each with what a right
// answer must name, computed from the portal's own data relative to `now` (the demo events move with it).

import type { Db } from "../../../db/client";
import { CaseBuilder, type EvalCase, forbidden } from "./case-builder";
import { addCommunityCases } from "./cases/community";
import { addEventCases } from "./cases/events";
import { addGuardedCases } from "./cases/guarded";
import { addPlaceCases } from "./cases/places";
import { addRetoldCases } from "./cases/retold";
import { readVillage } from "./village";

export { CATEGORIES, type Category, type EvalCase } from "./case-builder";

/** Builds the whole set from the database as it is at `now`. */
export async function buildCases(db: Db, now: Date, timeZone: string): Promise<EvalCase[]> {
  const village = await readVillage(db, now, timeZone);
  const b = new CaseBuilder(village);
  const unrelatedAll = [...b.businessNames, ...b.entryTitles, ...village.eventTitles, ...b.candidateNames];
  // Later categories ask again what earlier ones asked: each returns the expectations they reuse.
  const events = addEventCases(b);
  const places = addPlaceCases(b);
  const community = addCommunityCases(b);
  addRetoldCases(b, events, places, community);
  addGuardedCases(b, unrelatedAll, { ...events, ...places, ...community });

  // What is not public (a pending letter, an unpublished report) appears in no answer, whatever was asked.
  return b.cases.map((evalCase) => ({
    ...evalCase,
    mustNotContain: [...evalCase.mustNotContain, ...forbidden(village.hiddenTitles, evalCase.items)],
  }));
}
