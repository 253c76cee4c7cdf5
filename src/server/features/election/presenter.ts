import type { Candidate, ElectionPosition } from "../../../shared/election/election";
import type { electionCandidates } from "../../db/schema";

export const toCandidate = (row: typeof electionCandidates.$inferSelect): Candidate => ({
  id: row.id,
  name: row.name,
  party: row.party,
  description: row.description,
  position: row.position as ElectionPosition,
});
