import { queryOptions } from "@tanstack/react-query";
import type { AuthUser } from "../../../shared/auth/basics";
import { SUBSCRIPTION_TOPICS, type SubscriptionTopic } from "../../../shared/subscriptions/basics";
import { SettingToggle } from "../../components/ui/setting-toggle";
import { TopicSettings } from "./TopicSettings";

/** GET /api/subscriptions/mine: the topics the member is mailed about. */
const memberTopicsQuery = queryOptions<{ topics: SubscriptionTopic[] }>({
  queryKey: ["/api/subscriptions/mine"],
});

/** The topics a member is mailed about (amtliche Mitteilungen, news), for the profile's 'Benachrichtigungen'. */
export function MemberTopics({ user }: { user: AuthUser }) {
  return (
    <TopicSettings
      title="E-Mail zu Themen"
      hint={
        user.emailVerified
          ? "Wir schreiben an Ihre E-Mail-Adresse, wenn zu einem gewählten Thema etwas veröffentlicht wird."
          : "Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse."
      }
      query={memberTopicsQuery}
      offered={SUBSCRIPTION_TOPICS}
      saveLabel="Themen speichern"
      savedMessage="Ihre Themen sind gespeichert."
    />
  );
}

const decisionMailsQuery = queryOptions<{ notifyByMail: boolean }>({
  queryKey: ["/api/subscriptions/mine/decisions"],
});

/** Whether the member is mailed the team's decision on their submissions. For the profile page. */
export function DecisionMailSetting() {
  return (
    <SettingToggle
      query={decisionMailsQuery}
      field="notifyByMail"
      label="E-Mail bei Entscheiden der Redaktion"
      hint="Wenn die Redaktion Ihren Leserbrief, Artikel oder Ihr Event freigibt oder ablehnt."
      loadError="Die E-Mail-Einstellung konnte nicht geladen werden."
    />
  );
}
