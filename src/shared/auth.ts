import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "./constants";

const email = z
  .string({ error: "Bitte geben Sie Ihre E-Mail-Adresse ein." })
  .trim()
  .toLowerCase()
  .pipe(
    z.email({ error: "Ungültige E-Mail-Adresse" }).max(254, { error: "Die E-Mail-Adresse ist zu lang." }),
  );

export const registerSchema = z.object({
  email,
  password: z
    .string({ error: "Bitte geben Sie ein Passwort ein." })
    .min(MIN_PASSWORD_LENGTH, {
      error: `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`,
    })
    .max(200, { error: "Das Passwort darf höchstens 200 Zeichen lang sein." }),
  firstName: z
    .string({ error: "Bitte geben Sie Ihren Vornamen ein." })
    .trim()
    .min(1, { error: "Bitte geben Sie Ihren Vornamen ein." })
    .max(80, { error: "Der Vorname darf höchstens 80 Zeichen lang sein." }),
  lastName: z
    .string({ error: "Bitte geben Sie Ihren Nachnamen ein." })
    .trim()
    .min(1, { error: "Bitte geben Sie Ihren Nachnamen ein." })
    .max(80, { error: "Der Nachname darf höchstens 80 Zeichen lang sein." }),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email,
  password: z
    .string({ error: "Bitte geben Sie Ihr Passwort ein." })
    .min(1, { error: "Bitte geben Sie Ihr Passwort ein." })
    .max(200, { error: "E-Mail-Adresse oder Passwort ist falsch." }),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const WRONG_CREDENTIALS = "E-Mail-Adresse oder Passwort ist falsch.";
export const EMAIL_TAKEN = "Diese E-Mail-Adresse ist bereits registriert. Bitte melden Sie sich an.";

/** The current-user answer of GET /api/auth/user (DESIGN.md §3). */
export interface AuthUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: "user" | "admin";
  isAdmin: boolean;
}
