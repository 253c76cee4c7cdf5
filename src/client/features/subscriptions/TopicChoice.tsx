import {
  NOTIFICATION_TOPIC_LABELS,
  PERSONAL_TOPICS,
  type PersonalTopic,
} from "../../../shared/notifications/basics";
import {
  SUBSCRIPTION_TOPICS,
  type SubscriptionTopic,
  TOPIC_LABELS,
} from "../../../shared/subscriptions/basics";

/** Every topic a person can follow on some channel: the public ones, and a member's own. */
export type Topic = SubscriptionTopic | PersonalTopic;

const LABELS: Record<Topic, string> = { ...TOPIC_LABELS, ...NOTIFICATION_TOPIC_LABELS };

const GROUPS: Array<{ legend: string; topics: readonly Topic[] }> = [
  { legend: "Persönlich", topics: PERSONAL_TOPICS },
  {
    legend: "Amtliche Mitteilungen",
    topics: SUBSCRIPTION_TOPICS.filter((topic) => topic.startsWith("notices:")),
  },
  { legend: "Nachrichten", topics: SUBSCRIPTION_TOPICS.filter((topic) => topic.startsWith("news:")) },
  { legend: "Veranstaltungen und Wochenübersicht", topics: ["events", "digest"] },
];

/**
 * The topics a channel offers (mail, push, the centre), as checkboxes in groups; a group the channel offers
 * nothing of is left out.
 */
export function TopicChoice<T extends Topic>({
  chosen,
  onChange,
  offered,
}: {
  chosen: T[];
  onChange: (topics: T[]) => void;
  offered: readonly T[];
}) {
  const toggle = (topic: T, on: boolean) =>
    onChange(on ? [...chosen, topic] : chosen.filter((other) => other !== topic));
  const groups = GROUPS.map((group) => ({
    legend: group.legend,
    topics: group.topics.filter((topic): topic is T => (offered as readonly Topic[]).includes(topic)),
  })).filter((group) => group.topics.length > 0);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {groups.map((group) => (
        <fieldset
          key={group.legend}
          // An odd last group spans the row: no empty cell beside it.
          className={`rounded-lg border border-stone-200 bg-white p-4 ${groups.length % 2 === 1 ? "sm:last:col-span-2" : ""}`}
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
                  <span>{LABELS[topic].replace(/^[^:]+: /, "")}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
