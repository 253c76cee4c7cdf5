import { z } from "zod";
import { ELECTION_POSITIONS } from "../common/constants";

export * from "./basics";

export const voteSchema = z.object({
  candidateId: z
    .number({ message: "Bitte wählen Sie eine Kandidatin oder einen Kandidaten." })
    .int()
    .positive(),
});

export const candidateInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Name ist erforderlich")
    .max(120, "Der Name ist zu lang (höchstens 120 Zeichen)."),
  party: z
    .string()
    .trim()
    .min(1, "Partei ist erforderlich")
    .max(60, "Die Partei ist zu lang (höchstens 60 Zeichen)."),
  description: z
    .string()
    .trim()
    .max(1000, "Die Beschreibung ist zu lang (höchstens 1000 Zeichen).")
    .nullish()
    .transform((value) => (value ? value : null)),
  position: z.enum(ELECTION_POSITIONS, { message: "Bitte Gemeindepräsidium oder Gemeinderat wählen." }),
});
export type CandidateInput = z.infer<typeof candidateInputSchema>;

export const electionDateSchema = z.object({
  electionDate: z.iso.date({ error: "Bitte geben Sie den Wahltag als Datum an (JJJJ-MM-TT)." }).nullable(),
});
