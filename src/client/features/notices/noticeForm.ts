import { formTexts } from "../../../shared/common/form-texts";
import type { EditorialNotice, NoticeKind } from "../../../shared/notices/basics";

// The notice editor's form and what a save sends: plain functions, no React.

export interface DetailInput {
  key: string;
  label: string;
  type: "text" | "date" | "lines" | "long";
  required: boolean;
  hint?: string;
}

/** Each kind's own fields as the editor asks for them (the API checks them by the kind's schema). */
export const DETAIL_INPUTS: Record<NoticeKind, DetailInput[]> = {
  baugesuch: [
    { key: "applicant", label: "Bauherrschaft", type: "text", required: true },
    { key: "project", label: "Bauvorhaben", type: "long", required: true },
    { key: "address", label: "Standort (Adresse)", type: "text", required: true },
    { key: "parcel", label: "Parzelle Nr.", type: "text", required: true },
    { key: "plansLocation", label: "Planauflage (wo und wann)", type: "text", required: true },
    { key: "objectionDeadline", label: "Einsprachefrist bis", type: "date", required: true },
  ],
  strassensperrung: [
    { key: "street", label: "Strasse (Abschnitt)", type: "text", required: true },
    { key: "from", label: "Gesperrt ab", type: "date", required: true },
    { key: "to", label: "Gesperrt bis", type: "date", required: true },
    { key: "detour", label: "Umleitung", type: "text", required: false },
  ],
  gemeinderat: [
    { key: "meetingDate", label: "Sitzung vom", type: "date", required: true },
    {
      key: "decisions",
      label: "Beschlüsse",
      type: "lines",
      required: true,
      hint: "Ein Beschluss pro Zeile.",
    },
    { key: "validUntil", label: "Aktuell bis", type: "date", required: false, hint: "Ohne Datum: 30 Tage." },
  ],
  abfall: [
    { key: "validUntil", label: "Aktuell bis", type: "date", required: false, hint: "Ohne Datum: 30 Tage." },
  ],
  allgemein: [
    { key: "validUntil", label: "Aktuell bis", type: "date", required: false, hint: "Ohne Datum: 30 Tage." },
  ],
};

export interface NoticeForm {
  kind: NoticeKind;
  title: string;
  content: string;
  /** Every detail as the inputs hold it: text, and lines joined by line breaks. */
  details: Record<string, string>;
  urgent: boolean;
}

export function formOf(notice: EditorialNotice | null): NoticeForm {
  const details: Record<string, string> = {};
  for (const [key, value] of Object.entries(notice?.details ?? {})) {
    details[key] = Array.isArray(value) ? value.join("\n") : String(value ?? "");
  }
  return {
    kind: notice?.kind ?? "allgemein",
    ...formTexts(notice, ["title", "content"]),
    details,
    urgent: notice?.urgent ?? false,
  };
}

/** The fields a save sends: only the kind's own details, empty optional ones left out. */
export function fieldsOf(form: NoticeForm) {
  const details: Record<string, string | string[]> = {};
  for (const input of DETAIL_INPUTS[form.kind]) {
    const value = (form.details[input.key] ?? "").trim();
    if (input.type === "lines") {
      details[input.key] = value
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean);
    } else if (value || input.required) {
      details[input.key] = value;
    }
  }
  return { kind: form.kind, title: form.title, content: form.content, details, urgent: form.urgent };
}
