import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import {
  DEFAULT_QUIET_HOURS,
  NOTIFICATIONS_TEXTS,
  PERSONAL_TOPICS,
  PUSH_TOPICS,
  type PushDevice,
  type PushTopic,
  type QuietHours,
} from "../../../shared/notifications/basics";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/field";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../lib/api";
import { TopicChoice } from "../subscriptions/TopicChoice";
import { currentPushSubscription, disablePush, enablePush, pushSupported } from "./push-device";
import { pushDeviceQuery, pushPublicKeyQuery } from "./queries";

type DeviceSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/** What the server needs of a browser's subscription, when the browser gave all of it. */
const subscriptionOf = (json: PushSubscriptionJSON): DeviceSubscription | null =>
  json.endpoint && json.keys?.p256dh && json.keys.auth
    ? { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } }
    : null;

/** The quiet hours' two ends, each a time field of its own. */
const QUIET_HOUR_ENDS: { end: keyof QuietHours; label: string }[] = [
  { end: "from", label: "von" },
  { end: "until", label: "bis" },
];

type State =
  | { kind: "checking" }
  | { kind: "unsupported" }
  | { kind: "off" }
  | ({ kind: "on"; device: PushDevice } & DeviceSubscription);

/**
 * Push on this device (issue 26): turned on only by a click (the browser asks for permission then, never on
 * page load); the device's topics and quiet hours are its own, kept with its subscription on the server.
 */
export function PushDeviceControl({
  offered,
  initialTopics,
}: {
  offered: readonly PushTopic[];
  initialTopics: PushTopic[];
}) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ kind: "checking" });
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!pushSupported()) {
      setState({ kind: "unsupported" });
      return;
    }
    currentPushSubscription()
      .then(async (subscription) => {
        const known = subscription && subscriptionOf(subscription.toJSON());
        if (!known) return setState({ kind: "off" });
        const device = await queryClient.fetchQuery(pushDeviceQuery(known.endpoint)).catch(() => null);
        setState(device ? { kind: "on", ...known, device } : { kind: "off" });
      })
      .catch(() => setState({ kind: "off" }));
  }, [queryClient]);

  async function register(
    subscription: DeviceSubscription,
    topics: PushTopic[],
    quietHours: QuietHours | null,
  ) {
    const response = await apiRequest("POST", "/api/push/subscriptions", {
      ...subscription,
      topics,
      quietHours,
    });
    const device = (await response.json()) as PushDevice;
    setState({ kind: "on", ...subscription, device });
    return device;
  }

  async function turnOn() {
    setProblem(null);
    try {
      const { publicKey } = await queryClient.fetchQuery(pushPublicKeyQuery);
      const subscription = subscriptionOf(await enablePush(publicKey));
      if (!subscription) throw new Error(NOTIFICATIONS_TEXTS.pushUnsupported);
      await register(subscription, initialTopics, DEFAULT_QUIET_HOURS);
      toast({ title: "Push-Mitteilungen sind auf diesem Gerät eingeschaltet." });
    } catch (failure) {
      setProblem(
        errorMessage(failure) ??
          (failure instanceof Error ? failure.message : NOTIFICATIONS_TEXTS.pushUnsupported),
      );
    }
  }

  async function turnOff() {
    setProblem(null);
    try {
      const endpoint = await disablePush();
      if (endpoint) await apiRequest("DELETE", "/api/push/subscriptions", { endpoint });
      setState({ kind: "off" });
      toast({ title: "Push-Mitteilungen sind auf diesem Gerät ausgeschaltet." });
    } catch (failure) {
      setProblem(errorMessage(failure) ?? "Push-Mitteilungen konnten nicht ausgeschaltet werden.");
    }
  }

  return (
    <div>
      <h3 className="font-semibold text-stone-900">Push-Mitteilungen auf diesem Gerät</h3>
      <p className="mt-1 mb-3 text-sm text-stone-700">
        Ihr Telefon oder Computer zeigt eine Mitteilung, auch wenn das Portal nicht offen ist. Der Inhalt
        einer Nachricht erscheint dabei nie auf dem Sperrbildschirm.
      </p>
      {state.kind === "unsupported" ? (
        <p className="text-sm text-stone-700">{NOTIFICATIONS_TEXTS.pushUnsupported}</p>
      ) : state.kind === "off" ? (
        <Button variant="secondary" onClick={() => void turnOn()}>
          {NOTIFICATIONS_TEXTS.pushOn}
        </Button>
      ) : state.kind === "on" ? (
        <DeviceForm
          key={state.endpoint}
          device={state.device}
          offered={offered}
          onSave={async (topics, quietHours) => {
            setProblem(null);
            try {
              await register({ endpoint: state.endpoint, keys: state.keys }, topics, quietHours);
              toast({ title: "Die Push-Einstellungen sind gespeichert." });
            } catch (failure) {
              setProblem(errorMessage(failure) ?? "Die Push-Einstellungen konnten nicht gespeichert werden.");
            }
          }}
          onTurnOff={() => void turnOff()}
        />
      ) : null}
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function DeviceForm({
  device,
  offered,
  onSave,
  onTurnOff,
}: {
  device: PushDevice;
  offered: readonly PushTopic[];
  onSave: (topics: PushTopic[], quietHours: QuietHours | null) => Promise<void>;
  onTurnOff: () => void;
}) {
  const id = useId();
  const [topics, setTopics] = useState(device.topics);
  const [quiet, setQuiet] = useState(device.quietHours !== null);
  const [hours, setHours] = useState(device.quietHours ?? DEFAULT_QUIET_HOURS);
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-green-800" data-testid="push-on">
        Eingeschaltet.
      </p>
      <TopicChoice chosen={topics} onChange={setTopics} offered={offered} />
      <fieldset className="space-y-2 rounded-lg border border-stone-200 p-4">
        <legend className="px-1 font-semibold text-stone-900">Nachtruhe</legend>
        <label className="flex items-center gap-2 text-stone-900">
          <input
            type="checkbox"
            className="h-4 w-4 accent-red-700"
            checked={quiet}
            onChange={(event) => setQuiet(event.target.checked)}
          />
          Keine Push-Mitteilungen in der Nacht (dringende amtliche Mitteilungen ausgenommen)
        </label>
        {quiet ? (
          <div className="flex flex-wrap items-center gap-2 text-stone-900">
            {QUIET_HOUR_ENDS.map(({ end, label }) => (
              <label key={end} className="flex items-center gap-2" htmlFor={`${id}-${end}`}>
                {label}
                <Input
                  id={`${id}-${end}`}
                  type="time"
                  className="w-auto"
                  value={hours[end]}
                  onChange={(event) => setHours({ ...hours, [end]: event.target.value })}
                />
              </label>
            ))}
          </div>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void onSave(topics, quiet ? hours : null)}>
          Push-Einstellungen speichern
        </Button>
        <Button variant="ghost" onClick={onTurnOff}>
          {NOTIFICATIONS_TEXTS.pushOff}
        </Button>
      </div>
    </div>
  );
}

/** For the profile: a member's device may follow their messages and decisions too. */
export function PushDeviceSetting() {
  return <PushDeviceControl offered={PUSH_TOPICS} initialTopics={[...PERSONAL_TOPICS]} />;
}
