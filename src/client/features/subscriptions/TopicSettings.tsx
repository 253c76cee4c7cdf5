import { type QueryKey, type queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../lib/api";
import { type Topic, TopicChoice } from "./TopicChoice";

interface TopicSettingsProps<T extends Topic> {
  title: string;
  hint: ReactNode;
  /** GET of the saved topics; PUT to the same address saves them. */
  query: ReturnType<typeof queryOptions<{ topics: T[] }, Error, { topics: T[] }, QueryKey>>;
  offered: readonly T[];
  saveLabel: string;
  savedMessage: string;
}

function TopicsForm<T extends Topic>({
  saved,
  query,
  offered,
  saveLabel,
  savedMessage,
}: Omit<TopicSettingsProps<T>, "title" | "hint"> & { saved: T[] }) {
  const queryClient = useQueryClient();
  const [topics, setTopics] = useState(saved);
  const [problem, setProblem] = useState<string | null>(null);
  async function save() {
    try {
      const response = await apiRequest("PUT", String(query.queryKey[0]), { topics });
      queryClient.setQueryData(query.queryKey, await response.json());
      setProblem(null);
      toast({ title: savedMessage });
    } catch (failure) {
      setProblem(errorMessage(failure) ?? "Die Themen konnten nicht gespeichert werden.");
    }
  }
  return (
    <div className="space-y-3">
      <TopicChoice chosen={topics} onChange={setTopics} offered={offered} />
      {problem ? (
        <p role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      <Button variant="secondary" onClick={() => void save()}>
        {saveLabel}
      </Button>
    </div>
  );
}

/**
 * The topics of one channel (the mail, the bell) in the profile's 'Benachrichtigungen': a region of its own,
 * since the channels beside it offer the same groups.
 */
export function TopicSettings<T extends Topic>({ title, hint, ...form }: TopicSettingsProps<T>) {
  const { data, isError } = useQuery(form.query);
  const heading = useId();
  return (
    <section aria-labelledby={heading}>
      <h3 id={heading} className="font-semibold text-stone-900">
        {title}
      </h3>
      <p className="mt-1 mb-3 text-sm text-stone-700">{hint}</p>
      {isError ? (
        <p role="alert" className="text-sm text-red-800">
          Die Themen konnten nicht geladen werden.
        </p>
      ) : data ? (
        <TopicsForm saved={data.topics} {...form} />
      ) : null}
    </section>
  );
}
