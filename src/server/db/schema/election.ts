import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ELECTION_POSITIONS } from "../../../shared/common/constants";
import { users } from "./accounts";
import { createdAt, oneOf } from "./columns";

export const electionCandidates = pgTable(
  "election_candidates",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    party: text().notNull(),
    description: text(),
    position: text().notNull(),
    sortOrder: integer().notNull().default(0),
    /** Counted in the transaction of each vote, so that the 5-second poll reads counts, not votes. */
    voteCount: integer().notNull().default(0),
  },
  () => [check("election_candidates_position_check", oneOf("position", ELECTION_POSITIONS))],
);

/** One row: moves with every vote and every change of the candidates; the results' ETag. */
export const electionSummary = pgTable(
  "election_summary",
  {
    id: integer().primaryKey().default(1),
    version: integer().notNull().default(0),
    lastUpdated: timestamp({ withTimezone: true }),
    /** The real election's day (Europe/Zurich): the poll closes when it has passed. */
    electionDate: date({ mode: "string" }),
  },
  () => [check("election_summary_single_row", sql`"id" = 1`)],
);

export const electionVotes = pgTable(
  "election_votes",
  {
    id: serial().primaryKey(),
    candidateId: integer()
      .notNull()
      .references(() => electionCandidates.id, { onDelete: "cascade" }),
    userId: uuid().references(() => users.id, { onDelete: "cascade" }),
    /** A keyed hash of the voter's address, never the address itself. */
    ipAddress: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("election_votes_user_unique").on(t.userId),
    // Visitors vote once per address (members once per account, above).
    uniqueIndex("election_votes_visitor_unique").on(t.ipAddress).where(sql`"user_id" is null`),
    index("election_votes_candidate_idx").on(t.candidateId),
  ],
);
