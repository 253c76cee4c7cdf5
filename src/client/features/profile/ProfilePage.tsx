import { Pencil, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import type { AuthUser } from "../../../shared/auth/basics";
import { fullName } from "../../../shared/common/text";
import { Avatar } from "../../components/ui/avatar";
import { Badge } from "../../components/ui/badge";
import { Button, buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { PageMeta } from "../../lib/head";
import { useSite } from "../../lib/site";
import { useAuth } from "../auth/useAuth";
import { SignInRequired } from "../marketplace/SignInRequired";
import { Tabs } from "../marketplace/Tabs";
import { OwnEvents, OwnHelpEntries, OwnLetters, OwnUserArticles } from "./OwnItemLists";
import { OwnPrReports } from "./OwnPrReports";
import { ProfileAccountSection, profileNotificationControls } from "./ProfileAccountSection";
import { ProfileEditor } from "./ProfileEditor";

/** /profil: the member, their own submissions in five tabs, and for admins the way to their tasks. */
export function ProfilePage() {
  const { municipality } = useSite();
  const { user, isLoading } = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  return (
    <section className="mx-auto max-w-4xl">
      <PageMeta
        title={`Profil – Dorfportal ${municipality}`}
        description={`Ihr Profil im Dorfportal ${municipality}: Ihre Events, Leserbriefe, Artikel, Marktplatz-Einträge und PR-Berichte.`}
        noindex
      />
      <h1 className="text-3xl font-bold text-stone-900">Profil</h1>
      {isLoading ? (
        <Skeleton className="mt-6 h-40" />
      ) : !user ? (
        <SignInRequired
          returnTo={`${location}${search ? `?${search}` : ""}`}
          text="Melden Sie sich an, um Ihr Profil und Ihre Beiträge zu sehen."
        />
      ) : (
        <div className="mt-6 space-y-6">
          <MemberCard user={user} />
          {user.isAdmin ? <AdminTasks /> : null}
          <Tabs
            label="Meine Beiträge"
            items={[
              { key: "events", label: "Meine Events", content: <OwnEvents /> },
              { key: "letters", label: "Meine Leserbriefe", content: <OwnLetters /> },
              { key: "articles", label: "Meine Artikel", content: <OwnUserArticles /> },
              { key: "entries", label: "Meine Marktplatz-Einträge", content: <OwnHelpEntries user={user} /> },
              { key: "pr-reports", label: "Meine PR-Berichte", content: <OwnPrReports /> },
            ]}
          />
          <ProfileAccountSection
            user={user}
            title="Benachrichtigungen"
            controls={profileNotificationControls}
          />
          <ProfileAccountSection user={user} />
        </div>
      )}
    </section>
  );
}

const initials = (user: AuthUser) =>
  [user.firstName, user.lastName]
    .map((name) => name?.trim()[0] ?? "")
    .join("")
    .toUpperCase() || user.email[0]?.toUpperCase();

function MemberCard({ user }: { user: AuthUser }) {
  const [editing, setEditing] = useState(false);
  const name = fullName(user);
  return (
    <Card className="p-4 sm:p-6">
      {/* Stacked on narrow screens: beside the button, long names and addresses broke letter by letter. */}
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <Avatar src={user.profileImageUrl} alt="Profilbild" initials={initials(user)} size="large" />
        <div className="w-full min-w-0 sm:w-auto sm:flex-1">
          <h2 className="text-2xl font-semibold break-words" data-testid="profile-name">
            {name || user.email}
          </h2>
          <p className="text-sm break-words text-stone-700 sm:text-base">{user.email}</p>
          {user.isAdmin ? <Badge className="mt-2 bg-red-100 text-red-900">Administrator</Badge> : null}
        </div>
        {editing ? null : (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            Profil bearbeiten
          </Button>
        )}
      </div>
      {editing ? <ProfileEditor user={user} onDone={() => setEditing(false)} /> : null}
    </Card>
  );
}

function AdminTasks() {
  return (
    <Card className="border-red-200 bg-red-50 p-4 sm:p-6">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <ShieldCheck className="h-5 w-5" aria-hidden="true" />
        Admin-Aufgaben
      </h2>
      <p className="mt-1 text-stone-700">
        Im Administratorbereich prüfen Sie Events, Leserbriefe, Artikel und PR-Berichte und verwalten die
        Rollen.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link href="/admin" className={buttonClass("primary")}>
          Administratorbereich
        </Link>
        <Link href="/admin/users" className={buttonClass("secondary")}>
          Benutzerverwaltung
        </Link>
      </div>
    </Card>
  );
}
