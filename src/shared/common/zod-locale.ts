import { z } from "zod";
import de from "zod/v4/locales/de.js";

// Messages that a schema does not set itself are German too (only this locale is bundled).
z.config(de());
