import { Plus } from "lucide-react";
import { type FormEvent, Fragment, type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { LoadFailed } from "../../components/ui/query-state";
import { Skeleton } from "../../components/ui/skeleton";
import { ConfirmDialog } from "../admin/ConfirmDialog";
import { isMembersOnlyError } from "./queries";

/**
 * One part of a group's life (Beiträge, Umfragen, Termine): its heading, the way to add to it, its list as
 * it loads. `adding` is the button that opens the part's form in place, for those who may add to it; `lead`
 * stands above the list, `end` below it.
 */
export function LifeSection<T>({
  id,
  title,
  adding,
  lead,
  query,
  empty,
  end,
  children,
}: {
  id: string;
  title: string;
  adding?: { label: string; form: (onDone: () => void) => ReactNode };
  lead?: ReactNode;
  query: LifeQuery<T>;
  empty: string;
  end?: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  const form = useFormOpener();
  return (
    <section className="mt-8" aria-labelledby={id}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-bold text-stone-900">
          {title}
        </h2>
        {adding ? form.opener(adding.label) : null}
      </div>
      {adding && form.open ? adding.form(form.close) : null}
      {lead}
      <LifeList query={query} what={title} empty={empty}>
        {children}
      </LifeList>
      {end}
    </section>
  );
}

/** The cards of a part of the group's life (posts, polls), one below the other. */
export function LifeCards<T extends { id: number }>({
  items,
  card,
}: {
  items: T[];
  card: (item: T) => ReactNode;
}) {
  return (
    <div className="mt-4 space-y-4">
      {items.map((item) => (
        <Fragment key={item.id}>{card(item)}</Fragment>
      ))}
    </div>
  );
}

type LifeQuery<T> = { data: T[] | undefined; error: unknown; refetch: () => unknown };

/**
 * The list of one part of the group's life as it loads: a closed group's life is for its members (403),
 * a failure can be tried again, an empty list says so. `what` names the items in the plural (Beiträge).
 */
function LifeList<T>({
  query,
  what,
  empty,
  children,
}: {
  query: LifeQuery<T>;
  what: string;
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  if (query.error && !query.data) {
    if (isMembersOnlyError(query.error))
      return <p className="mt-3 text-stone-700">{`Die ${what} sehen nur Mitglieder der Gruppe.`}</p>;
    return (
      <LoadFailed
        className="mt-3"
        text={`Die ${what} konnten nicht geladen werden.`}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <Skeleton className="mt-4 h-32 w-full" />;
  if (query.data.length === 0) return <p className="mt-3 text-stone-700">{empty}</p>;
  return children(query.data);
}

/** A checkbox with its label and, where it needs one, a line that says what it does. */
export function CheckboxField({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-start gap-2 text-stone-900">
      <input
        type="checkbox"
        className="mt-1 h-4 w-4 accent-sky-700"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        {label}
        {hint ? <span className="block text-sm text-stone-700">{hint}</span> : null}
      </span>
    </label>
  );
}

/** A form's submission as one call: the browser does not send the form itself. */
export const submitWith = (run: () => void) => (event: FormEvent) => {
  event.preventDefault();
  run();
};

export const lifeFormClass = "mt-4 space-y-4 rounded-lg border border-stone-200 bg-white p-4";

/** 'Löschen' of a post or a comment, asked first; `about` tells screen readers which one. */
export function DeleteButton({
  title,
  question,
  about,
  pending,
  onConfirm,
}: {
  title: string;
  question: string;
  about?: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      title={title}
      question={question}
      confirmLabel="Löschen"
      onConfirm={onConfirm}
      trigger={
        <Button variant="ghost" disabled={pending}>
          Löschen
          {about ? <span className="sr-only">{`: ${about}`}</span> : null}
        </Button>
      }
    />
  );
}

/**
 * A form opened in place by a button ('Umfrage erstellen', 'Termin eintragen', 'Bearbeiten'): closing it,
 * saved or not, gives the focus back to the button, which is shown again.
 */
export function useFormOpener() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);
  useEffect(() => {
    if (open || !returning.current) return;
    returning.current = false;
    button.current?.focus();
  }, [open]);
  const show = () => setOpen(true);
  const close = () => {
    returning.current = true;
    setOpen(false);
  };
  const opener = (label: string) =>
    open ? null : (
      <Button ref={button} variant="outline" onClick={show}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {label}
      </Button>
    );
  return { open, show, close, button, opener };
}
