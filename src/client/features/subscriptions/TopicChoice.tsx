import {
  SUBSCRIPTION_TOPICS,
  type SubscriptionTopic,
  TOPIC_LABELS,
} from "../../../shared/subscriptions-basics";

const GROUPS: Array<{ legend: string; topics: SubscriptionTopic[] }> = [
  {
    legend: "Amtliche Mitteilungen",
    topics: SUBSCRIPTION_TOPICS.filter((topic) => topic.startsWith("notices:")),
  },
  { legend: "Nachrichten", topics: SUBSCRIPTION_TOPICS.filter((topic) => topic.startsWith("news:")) },
  { legend: "Veranstaltungen und Wochenübersicht", topics: ["events", "digest"] },
];

/** The topics a resident can follow by mail, as checkboxes in groups. */
export function TopicChoice({
  chosen,
  onChange,
}: {
  chosen: SubscriptionTopic[];
  onChange: (topics: SubscriptionTopic[]) => void;
}) {
  const toggle = (topic: SubscriptionTopic, on: boolean) =>
    onChange(on ? [...chosen, topic] : chosen.filter((other) => other !== topic));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {GROUPS.map((group) => (
        <fieldset
          key={group.legend}
          // The third group spans the row: no empty cell beside it.
          className="rounded-lg border border-stone-200 bg-white p-4 sm:last:col-span-2"
        >
          <legend className="px-1 font-semibold text-stone-900">{group.legend}</legend>
          <ul className="space-y-2">
            {group.topics.map((topic) => (
              <li key={topic}>
                <label className="flex items-start gap-2 text-stone-900">
                  <input
                    type="checkbox"
                    className="mt-1 h-4 w-4 shrink-0 accent-red-700"
                    checked={chosen.includes(topic)}
                    onChange={(event) => toggle(topic, event.target.checked)}
                  />
                  <span>{TOPIC_LABELS[topic].replace(/^[^:]+: /, "")}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
