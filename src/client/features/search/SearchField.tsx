import { Search } from "lucide-react";
import { type FormEvent, useId } from "react";
import { useLocation, useSearch } from "wouter";
import { searchPagePath } from "../../../shared/search";
import { cn } from "../../components/ui/cn";

/**
 * The site search in the header. A plain GET form to /suche, so it works before the page's
 * script has loaded; afterwards it navigates within the app.
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
  const [location, navigate] = useLocation();
  const current = new URLSearchParams(useSearch()).get("q") ?? "";

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    if (!q) return;
    navigate(searchPagePath(q));
    onSearch?.();
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: the search landmark on the form itself; <search> is too new for some browsers
    <form
      role="search"
      aria-label={name}
      action="/suche"
      method="get"
      onSubmit={submit}
      className={cn("flex items-center", className)}
    >
      <label htmlFor={id} className="sr-only">
        Suche im Dorfportal
      </label>
      <input
        id={id}
        key={location === "/suche" ? current : "search"}
        type="search"
        name="q"
        defaultValue={location === "/suche" ? current : ""}
        placeholder="Suchen…"
        minLength={2}
        maxLength={200}
        className="w-full min-w-0 rounded-l-md border border-r-0 border-stone-400 bg-white px-3 py-2 text-sm text-stone-900 placeholder:text-stone-500 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-sky-600"
      />
      <button
        type="submit"
        className="inline-flex items-center rounded-r-md border border-stone-400 bg-stone-100 px-3 py-2 text-stone-800 hover:bg-stone-200"
      >
        <Search className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">Suchen</span>
      </button>
    </form>
  );
}
