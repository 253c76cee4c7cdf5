import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { AuthUser } from "../../../shared/auth-basics";
import { SUBSCRIPTION_TOPICS, type SubscriptionTopic } from "../../../shared/subscriptions-basics";
import { Button } from "../../components/ui/button";
import { SettingToggle } from "../../components/ui/setting-toggle";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../lib/api";
import { TopicChoice } from "./TopicChoice";

/** GET /api/subscriptions/mine: the topics the member is mailed about. */
const memberTopicsQuery = queryOptions<{ topics: SubscriptionTopic[] }>({
  queryKey: ["/api/subscriptions/mine"],
});

function TopicsForm({ topics: saved }: { topics: SubscriptionTopic[] }) {
  const queryClient = useQueryClient();
  const [topics, setTopics] = useState(saved);
  const [problem, setProblem] = useState<string | null>(null);
  async function save() {
    try {
      const response = await apiRequest("PUT", "/api/subscriptions/mine", { topics });
      queryClient.setQueryData(memberTopicsQuery.queryKey, await response.json());
      setProblem(null);
      toast({ title: "Ihre Themen sind gespeichert." });
    } catch (failure) {
      setProblem(errorMessage(failure) ?? "Die Themen konnten nicht gespeichert werden.");
    }
  }
  return (
    <div className="space-y-3">
      <TopicChoice chosen={topics} onChange={setTopics} offered={SUBSCRIPTION_TOPICS} />
      {problem ? (
        <p role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      <Button variant="secondary" onClick={() => void save()}>
        Themen speichern
      </Button>
    </div>
  );
}

/** The topics a member is mailed about (amtliche Mitteilungen, news), for the profile's 'Benachrichtigungen'. */
export function MemberTopics({ user }: { user: AuthUser }) {
  const { data, isError } = useQuery(memberTopicsQuery);
  const heading = useId();
  // A region of its own: the bell's and the device's topics beside it offer the same groups.
  return (
    <section aria-labelledby={heading}>
      <h3 id={heading} className="font-semibold text-stone-900">
        E-Mail zu Themen
      </h3>
      <p className="mt-1 mb-3 text-sm text-stone-700">
        {!user.emailVerified
          ? "Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse."
          : "Wir schreiben an Ihre E-Mail-Adresse, wenn zu einem gewählten Thema etwas veröffentlicht wird."}
      </p>
      {isError ? (
        <p role="alert" className="text-sm text-red-800">
          Die Themen konnten nicht geladen werden.
        </p>
      ) : data ? (
        <TopicsForm topics={data.topics} />
      ) : null}
    </section>
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
