import { z } from "zod";
import { ELECTION_POSITIONS } from "../common/constants";
import { optionalEntryText, requiredEntryText } from "../common/german-text-fields";

export * from "./basics";

export const voteSchema = z.object({
  candidateId: z
    .number({ message: "Bitte wählen Sie eine Kandidatin oder einen Kandidaten." })
    .int()
    .positive(),
});

export const candidateInputSchema = z.object({
  name: requiredEntryText("Name ist erforderlich", "Der Name", 120),
  party: requiredEntryText("Partei ist erforderlich", "Die Partei", 60),
  description: optionalEntryText("Die Beschreibung", 1000),
  position: z.enum(ELECTION_POSITIONS, { message: "Bitte Gemeindepräsidium oder Gemeinderat wählen." }),
});
export type CandidateInput = z.infer<typeof candidateInputSchema>;

export const electionDateSchema = z.object({
  electionDate: z.iso.date({ error: "Bitte geben Sie den Wahltag als Datum an (JJJJ-MM-TT)." }).nullable(),
});
