import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useDeferredValue, useId, useState } from "react";
import { type AdminUser, SELF_DEMOTION } from "../../../shared/admin/admin";
import { formatLongDate } from "../../../shared/common/dates";
import { fullName } from "../../../shared/common/text";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ResultCount } from "../../components/ui/result-count";
import { toast } from "../../components/ui/use-toast";
import { usePagedFilter } from "../../components/use-paged-filter";
import { apiRequest, errorMessage } from "../../lib/api";
import { useSite } from "../../lib/site";
import { BackLink } from "../articles/DetailStates";
import { useAuth } from "../auth/useAuth";
import { AdminGate } from "./AdminGate";
import { CountCard } from "./CountCard";
import { PagedList, PagedSearch } from "./Pager";
import { adminUsersQuery, invalidateAdmin } from "./queries";

const BLOCK_FAILED = "Das Konto konnte nicht gesperrt oder entsperrt werden. Bitte versuchen Sie es erneut.";
const ROLE_FAILED = "User-Rolle konnte nicht geändert werden. Bitte versuchen Sie es erneut.";

/** /admin/users (spec §2 "Admin users"). */
export function AdminUsersPage() {
  return (
    <AdminGate title="Benutzerverwaltung" deniedText="Sie haben keine Berechtigung, diese Seite zu besuchen.">
      <UserManagement />
    </AdminGate>
  );
}

function UserManagement() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = usePagedFilter("", setPage);
  const deferredSearch = useDeferredValue(search);
  const users = useQuery({
    ...adminUsersQuery(deferredSearch, page),
    placeholderData: (previous) => previous,
  });
  return (
    <section>
      <BackLink href="/admin" label="Zurück zur Administration" />
      <h1 className="mt-3 text-3xl font-bold text-stone-900">Benutzerverwaltung</h1>
      {users.data ? (
        <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
          <CountCard inDescriptionList label="Alle Benutzer" value={users.data.counts.all} />
          <CountCard inDescriptionList label="Administratoren" value={users.data.counts.admins} />
          <CountCard inDescriptionList label="Normale Benutzer" value={users.data.counts.users} />
        </dl>
      ) : null}
      <PagedSearch
        className="mt-6 max-w-md"
        label="Benutzer suchen"
        placeholder="Name oder E-Mail"
        value={search}
        onSearch={setSearch}
      />
      <PagedList
        query={users}
        failed="Die Benutzer konnten nicht geladen werden. Bitte laden Sie die Seite neu."
        skeleton="h-48 w-full"
        isEmpty={(data) => data.users.length === 0}
        empty={<p className="text-stone-700">Keine Benutzer gefunden.</p>}
        onPage={setPage}
      >
        {(data) => (
          <>
            <ResultCount count={data.matching} one="Benutzer" />
            <ul className="mt-2 space-y-2">
              {data.users.map((user) => (
                <UserRow key={user.id} user={user} />
              ))}
            </ul>
          </>
        )}
      </PagedList>
      <Card className="mt-8 bg-stone-50 p-4 text-sm text-stone-800">
        <h2 className="font-semibold text-stone-900">Hinweise</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>Administratoren können Events, Leserbriefe und PR-Berichte freigeben oder ablehnen.</li>
          <li>Sie können sich nicht selbst die Admin-Rechte entziehen.</li>
          <li>Änderungen werden sofort gespeichert.</li>
          <li>Neue Benutzer sind normale Benutzer.</li>
          <li>
            Die Redaktion schreibt und plant Artikel und Veranstaltungen und prüft die Einreichungen der
            Mitglieder; Admins können zusätzlich Benutzer, PR-Berichte, Verzeichnis und Wahlumfrage verwalten.
          </li>
        </ul>
      </Card>
    </section>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const { user: me } = useAuth();
  const { timeZone } = useSite();
  const queryClient = useQueryClient();
  const isMe = me?.id === user.id;
  const name = fullName(user) || user.email;
  const change = useMutation({
    mutationFn: (role: AdminUser["role"]) => apiRequest("POST", `/api/admin/users/${user.id}/role`, { role }),
    onSuccess: async () => {
      toast({ title: "User-Rolle aktualisiert" });
      await invalidateAdmin(queryClient, ["/api/admin/users", "/api/admin/audit"]);
    },
    onError: () => toast({ title: "Fehler", description: ROLE_FAILED, variant: "destructive" }),
  });
  const block = useMutation({
    mutationFn: (blocked: boolean) =>
      apiRequest("POST", `/api/admin/users/${user.id}/${blocked ? "block" : "unblock"}`),
    onSuccess: async (_data, blocked) => {
      toast({ title: blocked ? "Konto gesperrt" : "Konto entsperrt" });
      await invalidateAdmin(queryClient, ["/api/admin/users", "/api/admin/audit"]);
    },
    onError: (error) =>
      toast({ title: "Fehler", description: errorMessage(error) ?? BLOCK_FAILED, variant: "destructive" }),
  });
  const toggle = () => {
    if (isMe && user.isAdmin) {
      toast({ ...SELF_DEMOTION, variant: "destructive" });
      return;
    }
    change.mutate(user.isAdmin ? "user" : "admin");
  };
  const switchLabel = useId();
  const editorLabel = useId();
  const isEditor = user.role === "editor";
  return (
    <li>
      <Card className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="admin-user">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
            <span className="break-all">{name}</span>
            {isMe ? <Badge className="bg-sky-100 text-sky-900">Sie</Badge> : null}
            <Badge className={ROLE_BADGES[user.role].className}>{ROLE_BADGES[user.role].label}</Badge>
            {user.blocked ? <Badge className="bg-amber-100 text-amber-900">Gesperrt</Badge> : null}
          </p>
          <p className="break-all text-sm text-stone-700">{user.email}</p>
          <p className="text-sm text-stone-700">Registriert am {formatLongDate(user.createdAt, timeZone)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {isMe || user.isAdmin ? null : (
            <Button
              type="button"
              variant="outline"
              disabled={block.isPending}
              onClick={() => block.mutate(!user.blocked)}
            >
              {user.blocked ? "Entsperren" : "Sperren"}
            </Button>
          )}
          {user.isAdmin ? null : (
            <RoleSwitch
              labelId={editorLabel}
              label="Redaktion"
              title={`Redaktionsrechte für ${name}`}
              checked={isEditor}
              disabled={change.isPending}
              onClick={() => change.mutate(isEditor ? "user" : "editor")}
            />
          )}
          <RoleSwitch
            labelId={switchLabel}
            label="Admin"
            title={`Admin-Rechte für ${name}`}
            checked={user.isAdmin}
            disabled={change.isPending}
            onClick={toggle}
          />
        </div>
      </Card>
    </li>
  );
}

const ROLE_BADGES: Record<AdminUser["role"], { label: string; className: string }> = {
  admin: { label: "Admin", className: "bg-red-100 text-red-900" },
  editor: { label: "Redaktion", className: "bg-violet-100 text-violet-900" },
  user: { label: "Benutzer", className: "bg-stone-100 text-stone-900" },
};

/** A role as the spec's switch: saved at once when flipped. */
function RoleSwitch({
  labelId,
  label,
  title,
  checked,
  disabled,
  onClick,
}: {
  labelId: string;
  label: string;
  title: string;
  checked: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <span className="flex items-center gap-2">
      <span id={labelId} className="text-sm font-medium text-stone-800">
        {label}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        title={title}
        disabled={disabled}
        onClick={onClick}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:opacity-60 ${checked ? "bg-red-700" : "bg-stone-400"}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${checked ? "translate-x-5" : "translate-x-0.5"}`}
        />
      </button>
    </span>
  );
}
