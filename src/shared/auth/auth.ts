import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "../common/constants";
import { requiredText } from "../common/german-text-fields";
import { LINK_INVALID, WRONG_CURRENT_PASSWORD } from "./basics";

export * from "./basics";

const email = z
  .string({ error: "Bitte geben Sie Ihre E-Mail-Adresse ein." })
  .trim()
  .toLowerCase()
  .pipe(
    z.email({ error: "Ungültige E-Mail-Adresse" }).max(254, { error: "Die E-Mail-Adresse ist zu lang." }),
  );

const newPassword = z
  .string({ error: "Bitte geben Sie ein Passwort ein." })
  .min(MIN_PASSWORD_LENGTH, {
    error: `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`,
  })
  .max(200, { error: "Das Passwort darf höchstens 200 Zeichen lang sein." });

/** The secret of a mailed link: 32 random bytes, base64url. */
const linkToken = z.string({ error: LINK_INVALID }).regex(/^[A-Za-z0-9_-]{43}$/, { error: LINK_INVALID });

export const registerSchema = z.object({
  email,
  password: newPassword,
  firstName: requiredText("Bitte geben Sie Ihren Vornamen ein.", "Der Vorname", 80),
  lastName: requiredText("Bitte geben Sie Ihren Nachnamen ein.", "Der Nachname", 80),
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

export const verifyEmailSchema = z.object({ token: linkToken });

export const passwordResetRequestSchema = z.object({ email });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetSchema = z.object({ token: linkToken, password: newPassword });
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Bitte geben Sie Ihr aktuelles Passwort ein." })
    .min(1, { error: "Bitte geben Sie Ihr aktuelles Passwort ein." })
    .max(200, { error: WRONG_CURRENT_PASSWORD }),
  newPassword,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
