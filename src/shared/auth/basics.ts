// Without zod: this is what the first page load needs of the area (the budget, docs/performance.md).

export const LINK_INVALID = "Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.";

export const WRONG_CREDENTIALS = "E-Mail-Adresse oder Passwort ist falsch.";
export const ACCOUNT_BLOCKED =
  "Dieses Konto ist gesperrt. Bitte wenden Sie sich an die Redaktion, wenn Sie das für einen Irrtum halten.";
/** The answer to every registration, whether the address is new or known: only its owner's mail tells. */
export const REGISTERED =
  "Fast geschafft: Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie Ihre Adresse über den Link darin und melden Sie sich dann an.";
export const EMAIL_UNVERIFIED =
  "Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse über den Link, den wir Ihnen geschickt haben. Erst dann können Sie Beiträge einreichen und Nachrichten schreiben.";
export const EMAIL_VERIFIED = "Ihre E-Mail-Adresse ist bestätigt. Vielen Dank!";
export const EMAIL_ALREADY_VERIFIED =
  "Ihre E-Mail-Adresse ist bereits bestätigt. Sie müssen nichts mehr tun.";
export const VERIFICATION_SENT = "Wir haben Ihnen einen neuen Bestätigungslink geschickt.";
export const RESET_REQUESTED =
  "Falls zu dieser Adresse ein Konto besteht, haben wir Ihnen einen Link zum Zurücksetzen des Passworts geschickt. Er ist eine Stunde gültig.";
export const PASSWORD_RESET = "Ihr Passwort wurde geändert. Bitte melden Sie sich mit dem neuen Passwort an.";
export const PASSWORD_CHANGED = "Ihr Passwort wurde geändert. Alle anderen Sitzungen wurden abgemeldet.";
export const WRONG_CURRENT_PASSWORD = "Das aktuelle Passwort ist falsch.";

/** The current-user answer of GET /api/auth/user (DESIGN.md §3). */
export interface AuthUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: "user" | "editor" | "admin";
  isAdmin: boolean;
  /** Whether the member has confirmed the address; until then they may read but not submit or message. */
  emailVerified: boolean;
}
