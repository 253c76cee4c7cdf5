import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, Plus, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { formatLongDateTime, zonedTime } from "../../../shared/common/dates";
import { type GroupPoll, POLL_MAX_OPTIONS } from "../../../shared/groups/basics";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/field";
import { TextField } from "../../components/ui/text-field";
import { useSite } from "../../lib/site";
import { CheckboxField, LifeCards, LifeSection, lifeFormClass, submitWith } from "./GroupLifeParts";
import type { GroupPlace } from "./GroupPosts";
import { groupPollsQuery, isGroupRead } from "./queries";
import { ActionError, ActionFormEnd, actionFailure, groupApi, useGroupAction } from "./useGroupAction";

const votesText = (count: number) => `${count} ${count === 1 ? "Stimme" : "Stimmen"}`;

/** The results as they stand: each answer's votes with a bar, the viewer's own choice marked. */
function PollResults({ poll }: { poll: GroupPoll }) {
  const own = new Set(poll.ownChoice ?? []);
  return (
    <ul className="mt-3 space-y-3" aria-label={`Ergebnis: ${poll.question}`}>
      {poll.options.map((option) => {
        const share = poll.voters > 0 ? Math.round((option.votes / poll.voters) * 100) : 0;
        return (
          <li key={option.id}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="min-w-0 break-words font-medium text-stone-900">
                {option.text}
                {own.has(option.id) ? (
                  <Badge className="ml-2 gap-1 bg-emerald-100 text-emerald-900">
                    <Check className="h-3 w-3" aria-hidden="true" />
                    Ihre Wahl
                  </Badge>
                ) : null}
              </span>
              <span className="text-sm text-stone-700">{`${votesText(option.votes)} (${share} %)`}</span>
            </div>
            <div className="mt-1 h-2 w-full overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
              <div className="h-full rounded-full bg-sky-700" style={{ width: `${share}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The server's 409: the member voted already (in another tab) or the poll closed meanwhile. */
const isOutdatedBallot = (error: unknown) => error instanceof Error && error.message.startsWith("409:");

/**
 * A member's ballot: one answer (radio buttons) or several (checkboxes). A ballot the server no longer
 * takes (409) gives way to the results as they stand, under the server's message (`onRefused`).
 */
function PollBallot({
  place,
  poll,
  onRefused,
}: {
  place: GroupPlace;
  poll: GroupPoll;
  onRefused: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<number[]>([]);
  const vote = useGroupAction<void>(place.slug, () => ({
    method: "POST",
    url: groupApi(place.slug, `/polls/${poll.id}/vote`),
    body: { optionIds: chosen },
  }));
  const refused = (error: unknown) => {
    if (!isOutdatedBallot(error)) return;
    onRefused(actionFailure(error));
    void queryClient.invalidateQueries({ predicate: (query) => isGroupRead(place.slug)(query.queryKey) });
  };
  return (
    <form
      noValidate
      className="mt-3"
      onSubmit={submitWith(() => vote.mutate(undefined, { onError: refused }))}
    >
      <fieldset>
        <legend className="text-sm text-stone-700">
          {poll.multiple ? "Sie können mehrere Antworten wählen." : "Wählen Sie eine Antwort."}
        </legend>
        <div className="mt-2 space-y-2">
          {poll.options.map((option) => (
            <label
              key={option.id}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-stone-300 bg-white p-3 has-[:checked]:border-sky-700 has-[:checked]:bg-sky-50"
            >
              <input
                type={poll.multiple ? "checkbox" : "radio"}
                name={`umfrage-${poll.id}`}
                value={option.id}
                className="mt-1 h-4 w-4 accent-sky-700"
                checked={chosen.includes(option.id)}
                onChange={(event) =>
                  setChosen((previous) =>
                    poll.multiple
                      ? event.target.checked
                        ? [...previous, option.id]
                        : previous.filter((id) => id !== option.id)
                      : [option.id],
                  )
                }
              />
              <span className="min-w-0 break-words text-stone-900">{option.text}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <ActionError error={isOutdatedBallot(vote.error) ? null : vote.error} />
      <Button type="submit" className="mt-3" disabled={vote.isPending || chosen.length === 0}>
        Abstimmen
      </Button>
    </form>
  );
}

function PollCard({ place, poll }: { place: GroupPlace; poll: GroupPoll }) {
  const { timeZone } = useSite();
  const headingId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const mayVote = place.member && !poll.closed && poll.ownChoice === null;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="min-w-0 break-words text-lg font-semibold text-stone-900">
          {poll.question}
        </h3>
        {poll.closed ? <Badge className="bg-stone-200 text-stone-900">Geschlossen</Badge> : null}
      </div>
      <p className="mt-1 text-sm text-stone-700">
        {[
          votesText(poll.voters),
          poll.multiple ? "Mehrfachauswahl" : null,
          poll.anonymous ? "Anonym" : null,
          poll.closesAt
            ? `${poll.closed ? "Abgestimmt bis" : "Abstimmen bis"} ${formatLongDateTime(poll.closesAt, timeZone)}`
            : null,
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {refusal ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {refusal}
        </p>
      ) : null}
      {mayVote ? (
        <PollBallot place={place} poll={poll} onRefused={setRefusal} />
      ) : (
        <PollResults poll={poll} />
      )}
      {poll.ownChoice !== null && poll.ownChoice.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">Sie haben abgestimmt. Die Umfrage ist anonym.</p>
      ) : null}
    </article>
  );
}

/** The poll's closing moment, from the date and time inputs, in the municipality's time zone. */
function closingMoment(date: string, time: string, timeZone: string): string | null {
  const [year, month, day] = date.split("-").map(Number);
  if (!year || !month || !day) return null;
  const [hour = 23, minute = 59] = time ? time.split(":").map(Number) : [];
  return zonedTime({ year, month, day }, hour, minute, timeZone).toISOString();
}

/** A member asks the group: a question, 2 to 10 answers, one or several choices, anonymous or not. */
function PollForm({ place, onDone }: { place: GroupPlace; onDone: () => void }) {
  const { timeZone } = useSite();
  const [question, setQuestion] = useState("");
  const [answers, setAnswers] = useState(["", ""]);
  const [multiple, setMultiple] = useState(false);
  const [anonymous, setAnonymous] = useState(false);
  const [closingDate, setClosingDate] = useState("");
  const [closingTime, setClosingTime] = useState("");
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const create = useGroupAction<void>(
    place.slug,
    () => ({
      method: "POST",
      url: groupApi(place.slug, "/polls"),
      body: {
        question,
        options: answers.map((answer) => answer.trim()),
        multiple,
        anonymous,
        closesAt: closingDate ? closingMoment(closingDate, closingTime, timeZone) : null,
      },
    }),
    onDone,
  );
  return (
    <form noValidate onSubmit={submitWith(() => create.mutate())} className={lifeFormClass}>
      <TextField label="Frage" required maxLength={300} value={question} onValue={setQuestion} ref={first} />
      <fieldset>
        <legend className="mb-1 block text-sm font-medium text-stone-800">Antworten (2 bis 10)</legend>
        <ol className="space-y-2">
          {answers.map((answer, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the answers are the fields' order, edited in place
            <li key={index} className="flex items-center gap-2">
              <Input
                aria-label={`Antwort ${index + 1}`}
                maxLength={100}
                value={answer}
                onChange={(event) =>
                  setAnswers((previous) =>
                    previous.map((old, at) => (at === index ? event.target.value : old)),
                  )
                }
              />
              {answers.length > 2 ? (
                <Button
                  variant="ghost"
                  className="px-2"
                  onClick={() => setAnswers((previous) => previous.filter((_, at) => at !== index))}
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                  <span className="sr-only">{`Antwort ${index + 1} entfernen`}</span>
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
        {answers.length < POLL_MAX_OPTIONS ? (
          <Button
            variant="secondary"
            className="mt-2"
            onClick={() => setAnswers((previous) => [...previous, ""])}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            Antwort hinzufügen
          </Button>
        ) : null}
      </fieldset>
      <div className="space-y-2">
        <CheckboxField label="Mehrfachauswahl" checked={multiple} onChange={setMultiple} />
        <CheckboxField
          label="Anonym"
          hint="Niemand sieht, wer wie abgestimmt hat – auch Sie selbst nicht."
          checked={anonymous}
          onChange={setAnonymous}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Abstimmungsschluss (optional)"
          type="date"
          value={closingDate}
          onValue={setClosingDate}
        />
        <TextField
          label="Uhrzeit (optional)"
          hint="Ohne Uhrzeit endet die Umfrage um 23:59 Uhr."
          type="time"
          value={closingTime}
          onValue={setClosingTime}
        />
      </div>
      <ActionFormEnd action={create} label="Umfrage starten" onCancel={onDone} />
    </form>
  );
}

/** 'Umfragen': the group's polls, newest first; its members vote and ask. */
export function GroupPolls({ place }: { place: GroupPlace }) {
  const polls = useQuery(groupPollsQuery(place.slug));
  return (
    <LifeSection
      id="gruppe-umfragen"
      title="Umfragen"
      adding={
        place.member
          ? { label: "Umfrage erstellen", form: (done) => <PollForm place={place} onDone={done} /> }
          : undefined
      }
      query={polls}
      empty="Noch keine Umfragen."
    >
      {(list) => <LifeCards items={list} card={(poll) => <PollCard place={place} poll={poll} />} />}
    </LifeSection>
  );
}
