import { useQuery } from "@tanstack/react-query";
import { CalendarDays, Landmark, Newspaper, Users } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Link } from "wouter";
import {
  type AdminLists,
  AUDIT_ENTITY_LABELS,
  AUDIT_ENTITY_TYPES,
  type AuditEntityType,
} from "../../../shared/admin/admin";
import { buttonClass } from "../../components/ui/button";
import { Label } from "../../components/ui/field";
import { LabelledOptions } from "../../components/ui/labelled-options";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { usePagedFilter } from "../../components/use-paged-filter";
import { useAuth } from "../auth/useAuth";
import { BusinessesAdmin } from "../businesses/admin/BusinessesAdmin";
import { AssistantAdmin } from "../chat/admin/AssistantAdmin";
import { CandidatesAdmin } from "../election/admin/CandidatesAdmin";
import { pendingGroupsQuery } from "../groups/queries";
import { AdminGate } from "./AdminGate";
import { GroupsUpkeep } from "./GroupsUpkeep";
import { AuditLine } from "./ItemHistory";
import { ListState } from "./ListState";
import { EventItem, LetterItem, UserArticleItem } from "./ModerationCards";
import { PagedList } from "./Pager";
import { PendingGroupItem } from "./PendingGroupItem";
import { PrReportItem } from "./PrReportItem";
import { auditQuery, completedQuery, pendingQuery } from "./queries";
import { ReportedItemCard } from "./ReportedItemCard";
import { StatisticsPanel } from "./StatisticsPanel";

/** One kind of item inside the pending or completed tab: its name, its count and its cards. */
interface KindList {
  value: string;
  label: string;
  items: ReactNode[];
  /** What the tab shows below its items (the groups' upkeep below the groups waiting). */
  after?: ReactNode;
}

/** The kinds a role moderates: PR reports are administrators' alone. */
const kindLists = (lists: AdminLists, isAdmin: boolean): KindList[] => [
  {
    value: "events",
    label: "Events",
    items: lists.events.map((item) => <EventItem key={item.id} event={item} />),
  },
  {
    value: "leserbriefe",
    label: "Leserbriefe",
    items: lists.readerLetters.map((item) => <LetterItem key={item.id} letter={item} />),
  },
  {
    value: "user-articles",
    label: "Leserartikel",
    items: lists.userArticles.map((item) => <UserArticleItem key={item.id} article={item} />),
  },
  ...(isAdmin
    ? [
        {
          value: "pr-reports",
          label: "PR-Berichte",
          items: lists.prReports.map((item) => <PrReportItem key={item.id} report={item} />),
        },
      ]
    : []),
];

const useIsAdmin = () => useAuth().user?.role === "admin";

function KindTabs({ kinds, empty }: { kinds: KindList[]; empty: string }) {
  return (
    // Opens on the first kind with items waiting, not on an empty first tab.
    <Tabs defaultValue={(kinds.find((kind) => kind.items.length > 0) ?? kinds[0]!).value}>
      <TabsList aria-label="Art der Beiträge">
        {kinds.map((kind) => (
          <TabsTrigger key={kind.value} value={kind.value}>
            {kind.label}
            <span className="rounded-full bg-stone-200 px-2 text-xs">{kind.items.length}</span>
          </TabsTrigger>
        ))}
      </TabsList>
      {kinds.map((kind) => (
        <TabsContent key={kind.value} value={kind.value}>
          {/* The cards' titles are h3: the kind is their section heading. */}
          <h2 className="sr-only">{kind.label}</h2>
          {kind.items.length === 0 ? (
            <p className="rounded-lg border border-dashed border-stone-300 p-6 text-center text-stone-700">
              {empty}
            </p>
          ) : (
            <div className="space-y-4">{kind.items}</div>
          )}
          {kind.after}
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** The submissions the viewer's role moderates, one tab a kind, and `more` tabs after them. */
function ModerationTabs({
  lists,
  empty,
  more = [],
}: {
  lists: AdminLists;
  empty: string;
  more?: KindList[];
}) {
  const isAdmin = useIsAdmin();
  return <KindTabs empty={empty} kinds={[...kindLists(lists, isAdmin), ...more]} />;
}

function PendingSection() {
  const pending = useQuery(pendingQuery);
  const groups = useQuery(pendingGroupsQuery);
  // One state for both lists: the tabs open on the first kind with items, once every count is known.
  const both = {
    data: pending.data && groups.data ? { ...pending.data, groups: groups.data } : undefined,
    isError: pending.isError || groups.isError,
  };
  return (
    <ListState query={both}>
      {(data) => (
        <ModerationTabs
          lists={data}
          empty="Keine ausstehenden Aufgaben."
          more={[
            // Reported items are the whole team's to review, like the submissions.
            {
              value: "meldungen",
              label: "Meldungen",
              items: data.reportedItems.map((item) => (
                <ReportedItemCard key={`${item.kind}:${item.itemId}`} item={item} />
              )),
            },
            // Groups asked for: the team approves them before they are listed (issue 27).
            {
              value: "gruppen",
              label: "Gruppen",
              items: data.groups.map((group) => <PendingGroupItem key={group.id} group={group} />),
              after: <GroupsUpkeep />,
            },
          ]}
        />
      )}
    </ListState>
  );
}

function CompletedSection() {
  const completed = useQuery(completedQuery);
  return (
    <ListState query={completed}>
      {(data) => <ModerationTabs lists={data} empty="Noch keine erledigten Aufgaben." />}
    </ListState>
  );
}

function AuditSection() {
  const [page, setPage] = useState(1);
  const [entityType, setEntityType] = usePagedFilter<AuditEntityType | "">("", setPage);
  const audit = useQuery(auditQuery({ entityType: entityType || undefined, page }));
  const filterId = useId();
  return (
    <div>
      <Label htmlFor={filterId}>Art des Eintrags</Label>
      <select
        id={filterId}
        className="rounded-md border border-stone-400 bg-white px-3 py-2 text-sm focus-visible:outline-3 focus-visible:outline-sky-600"
        value={entityType}
        onChange={(event) => setEntityType(event.target.value as AuditEntityType | "")}
      >
        <option value="">Alle</option>
        <LabelledOptions values={AUDIT_ENTITY_TYPES} labels={AUDIT_ENTITY_LABELS} />
      </select>
      <PagedList
        query={audit}
        isEmpty={(data) => data.entries.length === 0}
        empty={<p className="text-stone-700">Keine Einträge im Protokoll.</p>}
        onPage={setPage}
      >
        {(data) => (
          <ul className="rounded-lg border border-stone-200 bg-white px-4" data-testid="audit-log">
            {data.entries.map((entry) => (
              <AuditLine key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}

/**
 * The sections of /admin. Another area adds its upkeep (businesses, election candidates) with one
 * entry here; `editors` marks what the server lets the editorial team use too (the moderation of
 * submissions, the assistant's knowledge), everything else is for administrators only.
 */
const ADMIN_SECTIONS: Array<{ value: string; label: string; editors?: true; render: () => ReactNode }> = [
  { value: "pending", label: "Ausstehende Aufgaben", editors: true, render: () => <PendingSection /> },
  { value: "completed", label: "Erledigte Aufgaben", editors: true, render: () => <CompletedSection /> },
  { value: "assistant", label: "Assistent", editors: true, render: () => <AssistantAdmin /> },
  { value: "audit", label: "Protokoll", render: () => <AuditSection /> },
  { value: "statistics", label: "Statistik", render: () => <StatisticsPanel /> },
  { value: "directory", label: "Verzeichnis", render: () => <BusinessesAdmin /> },
  { value: "election", label: "Wahlumfrage", render: () => <CandidatesAdmin /> },
];

/**
 * The links beside the moderation, for the team's other screens: each with the roles that may use it.
 * Another area adds its screen with one entry here.
 */
const TEAM_LINKS: Array<{ href: string; label: string; icon: typeof Users; editors?: true }> = [
  { href: "/admin/artikel", label: "Artikel", icon: Newspaper, editors: true },
  { href: "/admin/veranstaltungen", label: "Veranstaltungen", icon: CalendarDays, editors: true },
  { href: "/admin/mitteilungen", label: "Mitteilungen", icon: Landmark, editors: true },
  { href: "/admin/users", label: "Benutzerverwaltung", icon: Users },
];

/** /admin: dashboards A and B in one screen (DESIGN.md §4); editors see the part that is theirs. */
export function AdminPage() {
  return (
    <AdminGate
      title="Administration"
      deniedText="Ihr Konto hat keine Administrator-Berechtigung. Wenden Sie sich an einen Administrator."
      allow="editor"
    >
      <AdminDashboard />
    </AdminGate>
  );
}

function AdminDashboard() {
  const { user } = useAuth();
  const isAdmin = useIsAdmin();
  const sections = ADMIN_SECTIONS.filter((section) => isAdmin || section.editors);
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-stone-900">{isAdmin ? "Administration" : "Redaktion"}</h1>
          <p className="mt-1 break-words text-stone-700">Angemeldet als {user?.email}</p>
        </div>
        <nav aria-label="Bereiche des Teams" className="flex flex-wrap gap-2">
          {TEAM_LINKS.filter((link) => isAdmin || link.editors).map(({ href, label, icon: Icon }) => (
            <Link key={href} href={href} className={buttonClass("outline")}>
              <Icon className="h-4 w-4" aria-hidden="true" />
              {label}
            </Link>
          ))}
        </nav>
      </div>
      <Tabs defaultValue="pending" className="mt-6">
        <TabsList aria-label="Bereiche der Administration">
          {sections.map((section) => (
            <TabsTrigger key={section.value} value={section.value}>
              {section.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {sections.map((section) => (
          <TabsContent key={section.value} value={section.value}>
            {section.render()}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
