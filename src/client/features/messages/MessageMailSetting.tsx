import { SettingToggle } from "../../components/ui/setting-toggle";
import { mailSettingQuery, presenceSettingQuery } from "./queries";

/**
 * The member's choice whether to get an e-mail about a new message while offline (at most one per
 * conversation and hour). Self-contained, for the profile page.
 */
export function MessageMailSetting() {
  return (
    <SettingToggle
      query={mailSettingQuery}
      field="notifyByMail"
      label="E-Mail bei neuen Nachrichten"
      hint="Wenn Sie nicht online sind, erhalten Sie höchstens eine E-Mail pro Unterhaltung und Stunde."
      loadError="Die E-Mail-Einstellung konnte nicht geladen werden."
    />
  );
}

/** Whether conversation partners see when the member was last online. For the profile page. */
export function PresenceSetting() {
  return (
    <SettingToggle
      query={presenceSettingQuery}
      field="showLastSeen"
      label="'Zuletzt online' anzeigen"
      hint="Nur Mitglieder, mit denen Sie eine Unterhaltung führen, sehen, ob und wann Sie zuletzt online waren."
      loadError="Die Einstellung zur Anzeige 'zuletzt online' konnte nicht geladen werden."
    />
  );
}
