import { CENTRE_TOPICS } from "../../../shared/notifications/basics";
import { TopicSettings } from "../subscriptions/TopicSettings";
import { centreSettingsQuery } from "./queries";

/** Which topics the header's bell collects, for the profile's 'Benachrichtigungen'. */
export function CentreTopics() {
  return (
    <TopicSettings
      title="Im Portal (Glocke)"
      hint="Diese Themen erscheinen unter «Benachrichtigungen» mit der Glocke oben im Portal."
      query={centreSettingsQuery}
      offered={CENTRE_TOPICS}
      saveLabel="Themen der Glocke speichern"
      savedMessage="Die Themen der Glocke sind gespeichert."
    />
  );
}
