import { z } from "zod";

export * from "./basics";

/** POST /api/analytics/pageview: which page was shown, and where the visitor came from. */
export const pageViewSchema = z.object({
  path: z
    .string({ error: "Der Pfad fehlt." })
    .max(2000, { error: "Der Pfad ist zu lang." })
    .regex(/^\/(?!\/)/, { error: "Der Pfad muss mit / beginnen." }),
  referrer: z.string().max(2000, { error: "Die Herkunftsadresse ist zu lang." }).nullish(),
});
export type PageView = z.infer<typeof pageViewSchema>;
