import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { CENTRE_TOPICS, type CentreTopic } from "../../../shared/notifications-basics";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../lib/api";
import { TopicChoice } from "../subscriptions/TopicChoice";
import { centreSettingsQuery } from "./queries";

function CentreForm({ saved }: { saved: CentreTopic[] }) {
  const queryClient = useQueryClient();
  const [topics, setTopics] = useState(saved);
  const [problem, setProblem] = useState<string | null>(null);
  async function save() {
    try {
      const response = await apiRequest("PUT", "/api/notifications/settings", { topics });
      queryClient.setQueryData(centreSettingsQuery.queryKey, await response.json());
      setProblem(null);
      toast({ title: "Die Themen der Glocke sind gespeichert." });
    } catch (failure) {
      setProblem(errorMessage(failure) ?? "Die Themen konnten nicht gespeichert werden.");
    }
  }
  return (
    <div className="space-y-3">
      <TopicChoice chosen={topics} onChange={setTopics} offered={CENTRE_TOPICS} />
      {problem ? (
        <p role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      <Button variant="secondary" onClick={() => void save()}>
        Themen der Glocke speichern
      </Button>
    </div>
  );
}

/** Which topics the header's bell collects, for the profile's 'Benachrichtigungen'. */
export function CentreTopics() {
  const { data, isError } = useQuery(centreSettingsQuery);
  return (
    <div>
      <h3 className="font-semibold text-stone-900">Im Portal (Glocke)</h3>
      <p className="mt-1 mb-3 text-sm text-stone-700">
        Diese Themen erscheinen unter «Benachrichtigungen» mit der Glocke oben im Portal.
      </p>
      {isError ? (
        <p role="alert" className="text-sm text-red-800">
          Die Themen konnten nicht geladen werden.
        </p>
      ) : data ? (
        <CentreForm saved={data.topics} />
      ) : null}
    </div>
  );
}
