import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { ELECTION_POSITIONS } from "../../../shared/common/constants";
import { belongsToMemberIfAny } from "./accounts";
import { belongsTo, createdAt, oneOf } from "./columns";

export const electionCandidates = pg.pgTable(
  "election_candidates",
  {
    id: pg.serial().primaryKey(),
    name: pg.text().notNull(),
    party: pg.text().notNull(),
    description: pg.text(),
    position: pg.text().notNull(),
    sortOrder: pg.integer().notNull().default(0),
    /** Counted in the transaction of each vote, so that the 5-second poll reads counts, not votes. */
    voteCount: pg.integer().notNull().default(0),
  },
  () => [pg.check("election_candidates_position_check", oneOf("position", ELECTION_POSITIONS))],
);

/** One row: moves with every vote and every change of the candidates; the results' ETag. */
export const electionSummary = pg.pgTable(
  "election_summary",
  {
    id: pg.integer().primaryKey().default(1),
    version: pg.integer().notNull().default(0),
    lastUpdated: pg.timestamp({ withTimezone: true }),
    /** The real election's day (Europe/Zurich): the poll closes when it has passed. */
    electionDate: pg.date({ mode: "string" }),
  },
  () => [pg.check("election_summary_single_row", sql`"id" = 1`)],
);

export const electionVotes = pg.pgTable(
  "election_votes",
  {
    id: pg.serial().primaryKey(),
    candidateId: belongsTo(() => electionCandidates.id),
    userId: belongsToMemberIfAny(),
    /** A keyed hash of the voter's address, never the address itself. */
    ipAddress: pg.text(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex("election_votes_user_unique").on(t.userId),
    // Visitors vote once per address (members once per account, above).
    pg.uniqueIndex("election_votes_visitor_unique").on(t.ipAddress).where(sql`"user_id" is null`),
    pg.index("election_votes_candidate_idx").on(t.candidateId),
  ],
);
