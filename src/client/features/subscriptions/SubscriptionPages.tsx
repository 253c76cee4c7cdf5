import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { isOneOf } from "../../../shared/common/labelled-values";
import { paths } from "../../../shared/common/paths";
import {
  PERSONAL_TOPICS,
  type PersonalTopic,
  PUSH_TOPICS,
  type PushTopic,
} from "../../../shared/notifications/basics";
import {
  CONFIRMATION_INVALID,
  SUBSCRIPTION_NOT_FOUND,
  SUBSCRIPTION_TOPICS,
  type SubscriptionTopic,
  type SubscriptionView,
  UNSUBSCRIBED,
} from "../../../shared/subscriptions/basics";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Field, Input } from "../../components/ui/field";
import { ProblemAlert } from "../../components/ui/problem-alert";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../lib/api";
import { PageMeta } from "../../lib/head";
import type { PageProps } from "../../lib/page";
import { useSite } from "../../lib/site";
import { BackLink, useDetail } from "../articles/DetailStates";
import { PushDeviceControl } from "../notifications/PushDeviceSetting";
import { subscriptionQuery } from "./queries";
import { TopicChoice } from "./TopicChoice";

/** /abonnieren: anyone chooses topics and gives an address; the mail's link confirms it. */
export function SubscribePage() {
  const { municipality } = useSite();
  const preset = new URLSearchParams(useSearch())
    .getAll("thema")
    .filter((value) => isOneOf(SUBSCRIPTION_TOPICS, value));
  const [email, setEmail] = useState("");
  const [topics, setTopics] = useState<SubscriptionTopic[]>(preset);
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const response = await apiRequest("POST", "/api/subscriptions", { email, topics });
      setSent(((await response.json()) as { message: string }).message);
      setProblem(null);
    } catch (failure) {
      setProblem(errorMessage(failure) ?? "Die Anmeldung hat nicht geklappt. Bitte versuchen Sie es erneut.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="mx-auto max-w-3xl">
      <PageMeta
        title={`Per E-Mail informiert – Dorfportal ${municipality}`}
        description={`Amtliche Mitteilungen und Nachrichten aus ${municipality} per E-Mail, ohne Konto: Themen wählen, bestätigen, jederzeit mit einem Klick abbestellen.`}
        canonicalPath="/abonnieren"
      />
      <h1 className="text-3xl font-bold text-stone-900">Per E-Mail informiert</h1>
      <p className="mt-2 text-stone-700">
        {`Wählen Sie, worüber die Gemeinde ${municipality} und das Dorfportal Sie informieren sollen. Sie brauchen kein Konto; jede E-Mail enthält einen Link zum Ändern oder Abbestellen.`}
      </p>
      {sent ? (
        <p role="status" className="mt-6 rounded-md border border-green-300 bg-green-50 p-4 text-green-950">
          {sent}
        </p>
      ) : (
        <form onSubmit={submit} className="mt-6 space-y-5">
          <TopicChoice chosen={topics} onChange={setTopics} offered={SUBSCRIPTION_TOPICS} />
          <Field label="E-Mail-Adresse" required>
            {(props) => (
              <Input
                {...props}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </Field>
          <ProblemAlert text={problem} />
          <Button type="submit" disabled={busy}>
            Abonnieren
          </Button>
          <p className="text-sm text-stone-700">
            Wir verwenden Ihre Adresse nur für diese E-Mails. Ohne Bestätigung wird sie nach 7 Tagen gelöscht.
          </p>
        </form>
      )}
    </section>
  );
}

/** /abo/bestaetigen?token=: a button confirms (mail scanners open links; a visit alone confirms nothing). */
export function ConfirmSubscriptionPage() {
  const { municipality } = useSite();
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const [, navigate] = useLocation();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      const response = await apiRequest("POST", "/api/subscriptions/confirm", { token });
      const confirmed = (await response.json()) as { token: string };
      toast({ title: "Ihr Abo ist bestätigt." });
      navigate(paths.subscription(confirmed.token));
    } catch (failure) {
      setProblem(errorMessage(failure) ?? CONFIRMATION_INVALID);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="mx-auto max-w-2xl">
      <PageMeta title={`Abo bestätigen – Dorfportal ${municipality}`} description="Abo bestätigen" noindex />
      <h1 className="text-3xl font-bold text-stone-900">Abo bestätigen</h1>
      <p className="mt-2 text-stone-700">
        Bitte bestätigen Sie, dass Sie die gewählten E-Mails erhalten möchten.
      </p>
      <div className="mt-6 space-y-4">
        <ProblemAlert text={problem} />
        <Button onClick={() => void confirm()} disabled={busy || token === ""}>
          Abo bestätigen
        </Button>
      </div>
    </section>
  );
}

function ManageSubscription({ token, subscription }: { token: string; subscription: SubscriptionView }) {
  const queryClient = useQueryClient();
  const [topics, setTopics] = useState<SubscriptionTopic[]>(subscription.topics);
  const [problem, setProblem] = useState<string | null>(null);
  const [gone, setGone] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      const response = await apiRequest("PUT", `/api/subscriptions/${token}`, { topics });
      queryClient.setQueryData(
        subscriptionQuery(token).queryKey,
        (await response.json()) as SubscriptionView,
      );
      setProblem(null);
      toast({ title: "Ihre Themen sind gespeichert." });
    } catch (failure) {
      setProblem(errorMessage(failure) ?? "Die Themen konnten nicht gespeichert werden.");
    }
  }

  async function unsubscribeAll() {
    try {
      await apiRequest("POST", `/api/subscriptions/${token}/unsubscribe`);
      setGone(true);
    } catch (failure) {
      setProblem(errorMessage(failure) ?? "Das Abbestellen hat nicht geklappt.");
    }
  }

  if (gone) {
    return (
      <p role="status" className="mt-6 rounded-md border border-green-300 bg-green-50 p-4 text-green-950">
        {UNSUBSCRIBED}
      </p>
    );
  }
  return (
    <form onSubmit={save} className="mt-6 space-y-5">
      <p className="break-words text-stone-800">
        {`Abo für ${subscription.email}`}
        {subscription.confirmed ? null : " (noch nicht bestätigt)"}
      </p>
      <TopicChoice chosen={topics} onChange={setTopics} offered={SUBSCRIPTION_TOPICS} />
      <ProblemAlert text={problem} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit">Themen speichern</Button>
        <Button variant="outline" onClick={() => void unsubscribeAll()}>
          Alles abbestellen
        </Button>
      </div>
    </form>
  );
}

/** A subscriber without an account can be pushed the public topics on a device (issue 26). */
const PUBLIC_PUSH_TOPICS = PUSH_TOPICS.filter(
  (topic): topic is Exclude<PushTopic, PersonalTopic> => !isOneOf(PERSONAL_TOPICS, topic),
);

/** /abo/{token}: the subscription a mail's link opens; its topics, or unsubscribing from everything. */
export function ManageSubscriptionPage({ params }: PageProps) {
  const { municipality } = useSite();
  const token = params.token ?? "";
  const { data, fallback } = useDetail(subscriptionQuery(token), {
    title: "Abo nicht gefunden",
    text: SUBSCRIPTION_NOT_FOUND,
  });
  return (
    <section className="mx-auto max-w-3xl">
      <PageMeta title={`Ihr Abo – Dorfportal ${municipality}`} description="Ihr E-Mail-Abo" noindex />
      <BackLink href="/mitteilungen" label="Zu den Mitteilungen" />
      <h1 className="mt-4 text-3xl font-bold text-stone-900">Ihr E-Mail-Abo</h1>
      {data ? <ManageSubscription token={token} subscription={data} /> : fallback}
      {data ? (
        <Card className="mt-8 p-4 sm:p-6">
          <PushDeviceControl
            offered={PUBLIC_PUSH_TOPICS}
            initialTopics={PUBLIC_PUSH_TOPICS.filter((topic) => isOneOf(data.topics, topic))}
          />
        </Card>
      ) : null}
    </section>
  );
}
