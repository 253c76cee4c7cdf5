import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { SEARCH_MIN_LENGTH, searchKindLabel, searchPagePath } from "../../../shared/search/basics";
import { cn } from "../../components/ui/cn";
import { suggestQuery } from "./queries";

const SUGGEST_DELAY_MS = 200;
const TOO_SHORT = `Bitte geben Sie mindestens ${SEARCH_MIN_LENGTH} Zeichen ein.`;

/** The typed text once typing has paused, so that not every keystroke asks the server. */
function useSettled(value: string, delay: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The site search in the header. A plain GET form to /suche, so it works before the page's
 * script has loaded; afterwards it navigates within the app, says what a too short term needs, and
 * suggests titles from two letters on (a combobox with a listbox: arrow keys, Enter, Escape).
 * The field is type="text": HTML allows the combobox role only there (type="search" would need a `list`);
 * the search landmark around it and `enterKeyHint` keep what type="search" gave readers and keyboards.
 */
export function SearchField({
  className,
  onSearch,
  name = "Website durchsuchen",
}: {
  className?: string;
  onSearch?: () => void;
  /** The search landmark's name; several on one page need different ones. */
  name?: string;
}) {
  const id = useId();
  const listId = `${id}-vorschlaege`;
  const hintId = `${id}-hinweis`;
  const [location, navigate] = useLocation();
  const current = new URLSearchParams(useSearch()).get("q") ?? "";
  const [text, setText] = useState(location === "/suche" ? current : "");
  const [hint, setHint] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useSettled(text.trim(), SUGGEST_DELAY_MS);
  const { data: suggestions = [] } = useQuery({
    ...suggestQuery(settled),
    enabled: open && settled.length >= SEARCH_MIN_LENGTH,
  });
  const shown = open && settled.length >= SEARCH_MIN_LENGTH ? suggestions : [];

  useEffect(() => {
    if (location === "/suche") setText(current);
  }, [location, current]);

  function go(path: string) {
    setOpen(false);
    setActive(-1);
    navigate(path);
    onSearch?.();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = text.trim();
    if (q.length < SEARCH_MIN_LENGTH) {
      setHint(TOO_SHORT);
      return;
    }
    go(searchPagePath(q));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && shown.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % shown.length);
    } else if (event.key === "ArrowUp" && shown.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? shown.length - 1 : index - 1));
    } else if (event.key === "Enter" && active >= 0 && shown[active]) {
      event.preventDefault();
      go(shown[active].href);
    } else if (event.key === "Escape") {
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: the search landmark on the form itself; <search> is too new for some browsers
    <form
      role="search"
      aria-label={name}
      action="/suche"
      method="get"
      onSubmit={submit}
      noValidate
      className={cn("relative flex flex-wrap items-center", className)}
    >
      <label htmlFor={id} className="sr-only">
        Suche im Dorfportal
      </label>
      <input
        id={id}
        type="text"
        enterKeyHint="search"
        name="q"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setHint("");
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 && shown[active] ? `${listId}-${active}` : undefined}
        aria-describedby={hint ? hintId : undefined}
        aria-invalid={hint ? true : undefined}
        autoComplete="off"
        placeholder="Suchen…"
        maxLength={200}
        className="min-w-0 flex-1 rounded-l-md border border-r-0 border-stone-400 bg-white px-3 py-2 text-sm text-stone-900 placeholder:text-stone-500 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-sky-600"
      />
      <button
        type="submit"
        className="inline-flex items-center rounded-r-md border border-stone-400 bg-stone-100 px-3 py-2 text-stone-800 hover:bg-stone-200"
      >
        <Search className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">Suchen</span>
      </button>
      <p
        id={hintId}
        aria-live="polite"
        className={cn("w-full text-sm text-red-800", hint ? "mt-1" : "sr-only")}
      >
        {hint}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label="Vorschläge"
        hidden={shown.length === 0}
        className="absolute top-full right-0 left-0 z-50 mt-1 max-h-80 overflow-y-auto rounded-md border border-stone-300 bg-white py-1 shadow-lg"
      >
        {shown.map((suggestion, index) => (
          <div
            key={suggestion.href + suggestion.title}
            id={`${listId}-${index}`}
            role="option"
            // Focus stays in the field (aria-activedescendant); options are reached with the arrow keys.
            tabIndex={-1}
            aria-selected={index === active}
            // Chosen on mousedown: a click would first blur the field and close the list.
            onMouseDown={(event) => {
              event.preventDefault();
              go(suggestion.href);
            }}
            className={cn(
              "cursor-pointer px-3 py-2 text-sm text-stone-900 [overflow-wrap:anywhere]",
              index === active ? "bg-sky-100" : "hover:bg-stone-100",
            )}
          >
            {suggestion.title}
            <span className="ml-2 text-xs text-stone-600">{searchKindLabel[suggestion.kind]}</span>
          </div>
        ))}
      </div>
    </form>
  );
}
