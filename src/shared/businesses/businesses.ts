import { z } from "zod";
import { formTexts } from "../common/form-texts";
import {
  optionalEntryEmail,
  optionalEntryText,
  optionalEntryWebsite,
  requiredEntryText,
} from "../common/german-text-fields";
import {
  ALWAYS_OPEN,
  type Business,
  CLOSED,
  type OpeningHours,
  parseDayHours,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type Weekday,
} from "./basics";

export * from "./basics";

const dayHoursSchema = (day: Weekday) =>
  z
    .string({ message: `Öffnungszeiten für ${WEEKDAY_LABELS[day]} fehlen.` })
    .trim()
    .refine((value) => parseDayHours(value) !== null, {
      message: `Öffnungszeiten für ${WEEKDAY_LABELS[day]} sind ungültig: erlaubt sind «${CLOSED}», «${ALWAYS_OPEN}» oder Zeiten wie «08:00-12:00, 13:30-18:30».`,
    });

export const openingHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema(day)])) as Record<
    Weekday,
    ReturnType<typeof dayHoursSchema>
  >,
  { message: "Öffnungszeiten für alle sieben Wochentage angeben." },
);

/** What an admin enters for a business (POST/PUT /api/admin/businesses). */
export const businessInputSchema = z.object({
  name: requiredEntryText("Name ist erforderlich", "Der Name", 120),
  category: requiredEntryText("Kategorie ist erforderlich", "Die Kategorie", 60),
  description: optionalEntryText("Die Beschreibung", 1000),
  address: optionalEntryText("Die Adresse", 200),
  phone: optionalEntryText("Die Telefonnummer", 40),
  email: optionalEntryEmail(),
  website: optionalEntryWebsite(),
  openingHours: openingHoursSchema,
  latitude: z
    .number()
    .min(-90)
    .max(90)
    .nullish()
    .transform((value) => value ?? null),
  longitude: z
    .number()
    .min(-180)
    .max(180)
    .nullish()
    .transform((value) => value ?? null),
  isActive: z.boolean().default(true),
});
export type BusinessInput = z.infer<typeof businessInputSchema>;

/** A coordinate as typed in a form ('47,372' or '47.372'); empty means none. */
const coordinateField = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .transform((value) => (value === "" ? null : Number(value.replace(",", "."))))
    .refine((value) => value === null || (Number.isFinite(value) && value >= min && value <= max), message);

/** The admins' form: the same rules, with coordinates typed as text. */
export const businessFormSchema = businessInputSchema.extend({
  latitude: coordinateField(-90, 90, "Breitengrad zwischen -90 und 90 angeben, z.B. 47.372."),
  longitude: coordinateField(-180, 180, "Längengrad zwischen -180 und 180 angeben, z.B. 8.079."),
});
export type BusinessFormValues = z.input<typeof businessFormSchema>;

export const businessFormValues = (business: Business | null): BusinessFormValues => ({
  ...formTexts(business, ["name", "category", "description", "address", "phone", "email", "website"]),
  openingHours:
    business?.openingHours ??
    (Object.fromEntries(
      WEEKDAYS.map((day) => [day, day === "sunday" ? CLOSED : "08:00-18:00"]),
    ) as OpeningHours),
  latitude: business?.latitude?.toString() ?? "",
  longitude: business?.longitude?.toString() ?? "",
  isActive: business?.isActive ?? true,
});
