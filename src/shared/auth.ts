import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "./constants";

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

export const LINK_INVALID = "Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.";

/** The secret of a mailed link: 32 random bytes, base64url. */
const linkToken = z.string({ error: LINK_INVALID }).regex(/^[A-Za-z0-9_-]{43}$/, { error: LINK_INVALID });

export const registerSchema = z.object({
  email,
  password: newPassword,
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
/** The answer to every registration, whether the address is new or known: only its owner's mail tells. */
export const REGISTERED =
  "Fast geschafft: Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie Ihre Adresse über den Link darin und melden Sie sich dann an.";
export const EMAIL_UNVERIFIED =
  "Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse über den Link, den wir Ihnen geschickt haben. Erst dann können Sie Beiträge einreichen und Nachrichten schreiben.";
export const EMAIL_VERIFIED = "Ihre E-Mail-Adresse ist bestätigt. Vielen Dank!";
export const VERIFICATION_SENT = "Wir haben Ihnen einen neuen Bestätigungslink geschickt.";
export const RESET_REQUESTED =
  "Falls zu dieser Adresse ein Konto besteht, haben wir Ihnen einen Link zum Zurücksetzen des Passworts geschickt. Er ist eine Stunde gültig.";
export const PASSWORD_RESET = "Ihr Passwort wurde geändert. Bitte melden Sie sich mit dem neuen Passwort an.";
export const PASSWORD_CHANGED = "Ihr Passwort wurde geändert. Alle anderen Sitzungen wurden abgemeldet.";
export const WRONG_CURRENT_PASSWORD = "Das aktuelle Passwort ist falsch.";

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

/** The current-user answer of GET /api/auth/user (DESIGN.md §3). */
export interface AuthUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: "user" | "admin";
  isAdmin: boolean;
  /** Whether the member has confirmed the address; until then they may read but not submit or message. */
  emailVerified: boolean;
}
