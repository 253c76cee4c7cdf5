import { useQuery } from "@tanstack/react-query";
import { LogIn, Plus, Users } from "lucide-react";
import { useId } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { paths } from "../../../shared/common/paths";
import {
  GROUP_KIND_LABELS,
  GROUP_KINDS,
  GROUP_VISIBILITY_LABELS,
  type GroupSummary,
} from "../../../shared/groups/basics";
import { SearchBox } from "../../components/search-box";
import { Button, buttonClass } from "../../components/ui/button";
import { ButtonLink } from "../../components/ui/button-link";
import { Card } from "../../components/ui/card";
import { FilterLinks } from "../../components/ui/filter-links";
import { LoadFailed, QueryState } from "../../components/ui/query-state";
import { ResultCount } from "../../components/ui/result-count";
import { SkeletonList } from "../../components/ui/skeleton";
import { PageMeta } from "../../lib/head";
import { useSite } from "../../lib/site";
import { useAuth } from "../auth/useAuth";
import { GroupLogo, memberCountText } from "./GroupLogo";
import { groupKindOfSearch, groupsHref, groupsQuery, groupTermOfSearch } from "./queries";

const FOUNDING_PATH = "/gruppen/neu";

function GroupCard({ group }: { group: GroupSummary }) {
  return (
    <li>
      <Card className="flex h-full gap-4 p-4" data-testid="group-card">
        <GroupLogo group={group} className="h-16 w-16 text-xl" />
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-bold break-words text-stone-900">
            <Link href={paths.group(group.slug)} className="hover:text-red-800 hover:underline">
              {group.name}
            </Link>
          </h2>
          <p className="text-sm text-stone-700">
            {`${GROUP_KIND_LABELS[group.kind]} · ${GROUP_VISIBILITY_LABELS[group.visibility]}`}
          </p>
          <p className="mt-2 break-words text-stone-800">{group.excerpt}</p>
          <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-stone-700">
            <Users className="h-4 w-4" aria-hidden="true" />
            {memberCountText(group.memberCount)}
          </p>
        </div>
      </Card>
    </li>
  );
}

/** 'Gruppe gründen' for members; a visitor is asked to sign in first and comes back to the form. */
function FoundingLink() {
  const { user } = useAuth();
  if (user) {
    return (
      <ButtonLink href={FOUNDING_PATH} icon={Plus}>
        Gruppe gründen
      </ButtonLink>
    );
  }
  return (
    <a href={`/login?returnTo=${encodeURIComponent(FOUNDING_PATH)}`} className={buttonClass("outline")}>
      <LogIn className="h-4 w-4" aria-hidden="true" />
      Anmelden, um eine Gruppe zu gründen
    </a>
  );
}

/** /gruppen: the village's clubs, schools, neighbourhoods and interest groups, searchable by name and kind. */
export function GroupsPage() {
  const { municipality } = useSite();
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const kind = groupKindOfSearch(search);
  const term = groupTermOfSearch(search);
  const groups = useQuery(groupsQuery(kind, term));
  const searchId = useId();
  const filters = [
    { href: groupsHref(null, term), label: "Alle", active: kind === null },
    ...GROUP_KINDS.map((value) => ({
      href: groupsHref(value, term),
      label: GROUP_KIND_LABELS[value],
      active: kind === value,
    })),
  ];
  return (
    <section>
      <PageMeta
        title={`Vereine und Gruppen – Dorfportal ${municipality}`}
        description={`Vereine, Schulen und Kitas, Quartiere, Interessengruppen und Behörden in ${municipality}: finden, kennenlernen und mitmachen.`}
        canonicalPath="/gruppen"
        noindex={kind !== null || term !== ""}
      />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-stone-900">Vereine und Gruppen</h1>
          <p className="mt-2 max-w-2xl text-stone-700">
            {`Wer sich in ${municipality} trifft: Vereine, Schulen und Kitas, Quartiere, Interessengruppen und Behörden. Finden Sie Ihre Gruppe und machen Sie mit.`}
          </p>
        </div>
        <FoundingLink />
      </div>

      <search aria-label="Gruppen suchen">
        <form
          action="/gruppen"
          method="get"
          className="mt-6 flex max-w-xl flex-wrap gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const words = new FormData(event.currentTarget).get("q");
            navigate(groupsHref(kind, typeof words === "string" ? words.trim() : ""));
          }}
        >
          <SearchBox
            inputId={searchId}
            label="Gruppen durchsuchen"
            className="min-w-0 flex-1"
            iconSize="h-5 w-5"
          >
            <input
              key={term}
              id={searchId}
              name="q"
              type="search"
              defaultValue={term}
              maxLength={100}
              placeholder="Name oder Stichwort, z. B. Turnverein"
              className="w-full rounded-md border border-stone-400 bg-white py-2 pr-3 pl-10 focus-visible:outline-3 focus-visible:outline-sky-600"
            />
          </SearchBox>
          {kind ? <input type="hidden" name="art" value={kind} /> : null}
          <Button type="submit" variant="secondary">
            Suchen
          </Button>
        </form>
      </search>

      <FilterLinks label="Art der Gruppe" filters={filters} className="mt-5" />

      <QueryState
        query={groups}
        loading={
          <SkeletonList
            count={4}
            label="Gruppen werden geladen"
            className="mt-6 grid gap-4 md:grid-cols-2"
            itemClassName="h-36"
          />
        }
        error={
          <LoadFailed
            className="mt-6"
            text="Die Gruppen konnten nicht geladen werden."
            onRetry={() => void groups.refetch()}
          />
        }
        isEmpty={(data) => data.length === 0}
        empty={
          <div className="mt-6 rounded-lg border border-dashed border-stone-300 p-6 text-center text-stone-800">
            <p className="font-semibold">Keine Gruppe gefunden.</p>
            <p className="mt-1">
              {"Versuchen Sie es mit einem anderen Wort oder einer anderen Art – oder "}
              <Link href={FOUNDING_PATH} className="font-medium text-red-800 underline">
                gründen Sie selbst eine Gruppe
              </Link>
              .
            </p>
          </div>
        }
      >
        {(data) => (
          <>
            <ResultCount
              className="mt-5"
              count={data.length}
              one="Gruppe"
              many="Gruppen"
              data-testid="group-count"
            />
            <ul aria-label="Gruppen" className="mt-3 grid gap-4 md:grid-cols-2">
              {data.map((group) => (
                <GroupCard key={group.id} group={group} />
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </section>
  );
}
