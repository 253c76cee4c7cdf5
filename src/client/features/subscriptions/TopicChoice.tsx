import { DELIVERED_TOPICS, type SubscriptionTopic, TOPIC_LABELS } from "../../../shared/subscriptions";

const GROUPS: Array<{ legend: string; prefix: string }> = [
  { legend: "Amtliche Mitteilungen", prefix: "notices:" },
  { legend: "Nachrichten", prefix: "news:" },
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
        <fieldset key={group.prefix} className="rounded-lg border border-stone-200 bg-white p-4">
          <legend className="px-1 font-semibold text-stone-900">{group.legend}</legend>
          <ul className="space-y-2">
            {DELIVERED_TOPICS.filter((topic) => topic.startsWith(group.prefix)).map((topic) => (
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
