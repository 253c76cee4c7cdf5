import { z } from "zod";
import { requiredText } from "../common/german-text-fields";
import { UPLOADED_IMAGE_PATH } from "../images/images";

/** The member's own name and picture, changed on /profil (spec portal-members §2 "Profile"). */

export const PROFILE_IMAGE_NOT_OWN = "Bitte laden Sie das Profilbild über das Formular hoch.";
/** Profile pictures are stored through POST /api/objects/upload. */

export const profileSchema = z.object({
  firstName: requiredText("Bitte geben Sie Ihren Vornamen ein.", "Der Vorname", 80),
  lastName: requiredText("Bitte geben Sie Ihren Nachnamen ein.", "Der Nachname", 80),
  profileImageUrl: z
    .string({ error: PROFILE_IMAGE_NOT_OWN })
    .regex(UPLOADED_IMAGE_PATH, { error: PROFILE_IMAGE_NOT_OWN })
    .nullish()
    .or(z.literal(""))
    .transform((value) => value || null),
});
export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;

export const PROFILE_MESSAGES = {
  saved: "Profil gespeichert",
  failed: "Das Profil konnte nicht gespeichert werden.",
} as const;
