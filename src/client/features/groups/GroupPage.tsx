import { Coins, Globe, type LucideIcon, MapPin, User, Users } from "lucide-react";
import type { ReactNode } from "react";
import { useSearch } from "wouter";
import { paths } from "../../../shared/common/paths";
import {
  GROUP_KIND_LABELS,
  GROUP_NOT_FOUND,
  GROUP_VISIBILITY_LABELS,
  type GroupDetail,
} from "../../../shared/groups/basics";
import { Skeleton } from "../../components/ui/skeleton";
import { deferred, useDeferredWhen } from "../../lib/deferred";
import { PageMeta } from "../../lib/head";
import type { PageProps } from "../../lib/page";
import { useSite } from "../../lib/site";
import { ContentImage } from "../articles/ContentImage";
import { imageSrc } from "../articles/categoryStyle";
import { BackLink, useDetail } from "../articles/DetailStates";
import { MarkdownContent } from "../articles/MarkdownContent";
import { metaDescription } from "../articles/seo";
import { GroupLogo, memberCountText } from "./GroupLogo";
import { GroupManagement } from "./GroupManagement";
import { GroupMemberList } from "./GroupMemberList";
import { GroupMembership } from "./GroupMembership";
import { groupPageQuery, invitationOfSearch } from "./queries";
import { groupJsonLd, meetingPlaceMapHref, websiteHost } from "./seo";

const linkClass = "break-words text-red-800 underline underline-offset-2 hover:text-red-900";

function Fact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-2 text-sm font-semibold text-stone-900">
        <Icon className="h-5 w-5 shrink-0 text-stone-500" aria-hidden="true" />
        {label}
      </dt>
      <dd className="break-words pl-7 text-stone-800">{children}</dd>
    </div>
  );
}

/** Contact, meeting place, website and fee: what a resident needs to come along. */
function GroupFacts({ group }: { group: GroupDetail }) {
  const contact = group.contactName || group.contactEmail;
  return (
    <dl className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-2">
      {contact ? (
        <Fact icon={User} label="Kontaktperson">
          {group.contactName ? <span className="block">{group.contactName}</span> : null}
          {group.contactEmail ? (
            <a href={`mailto:${group.contactEmail}`} className={linkClass}>
              {group.contactEmail}
            </a>
          ) : null}
        </Fact>
      ) : null}
      {group.meetingPlace ? (
        <Fact icon={MapPin} label="Treffpunkt">
          <span className="block">{group.meetingPlace}</span>
          <a
            href={meetingPlaceMapHref(group.meetingPlace)}
            className={linkClass}
            rel="noopener noreferrer external"
            target="_blank"
          >
            Auf der Karte zeigen
            <span className="sr-only"> (OpenStreetMap, neues Fenster)</span>
          </a>
        </Fact>
      ) : null}
      {group.website ? (
        <Fact icon={Globe} label="Website">
          <a href={group.website} className={linkClass} rel="noopener noreferrer external" target="_blank">
            {websiteHost(group.website)}
            <span className="sr-only"> (neues Fenster)</span>
          </a>
        </Fact>
      ) : null}
      {group.membershipFee ? (
        <Fact icon={Coins} label="Mitgliederbeitrag">
          {group.membershipFee}
        </Fact>
      ) : null}
      <Fact icon={Users} label="Mitglieder">
        {memberCountText(group.memberCount)}
      </Fact>
    </dl>
  );
}

/**
 * Posts, polls and events load after the page, with their forms: they are read by the browser anyway (each
 * answer says what the viewer may do), and the public page stays small.
 */
const groupLife = deferred(() => import("./GroupLife"));

function GroupLifeSlot({ group }: { group: GroupDetail }) {
  const life = useDeferredWhen(groupLife, true);
  if (life) return <life.GroupLife group={group} />;
  return (
    <div className="mt-8" aria-busy="true">
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/** What the group's state means for whoever may still see it: its founder, its members, the team. */
function StatusNotice({ group }: { group: GroupDetail }) {
  const text =
    group.status === "pending"
      ? "Ihre Gruppe wartet auf die Freigabe durch die Redaktion."
      : group.status === "suspended"
        ? "Diese Gruppe wurde von der Redaktion gesperrt."
        : group.status === "rejected"
          ? "Die Redaktion hat diese Gruppe nicht freigegeben."
          : null;
  if (!text) return null;
  return (
    <p role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      {text}
    </p>
  );
}

/** /gruppen/{slug}: a group's public page, as a club's own page would be, with the viewer's place in it. */
export function GroupPage({ params }: PageProps) {
  const site = useSite();
  const slug = params.slug ?? "";
  const search = new URLSearchParams(useSearch());
  const invitation = invitationOfSearch(search);
  const { data: group, fallback } = useDetail(
    groupPageQuery(slug, search),
    invitation
      ? {
          title: "Einladung ungültig",
          text: "Diese Einladung ist ungültig oder abgelaufen. Bitten Sie die Gruppe um einen neuen Link.",
        }
      : {
          title: GROUP_NOT_FOUND,
          text: "Diese Gruppe gibt es nicht oder nicht mehr. Alle Vereine und Gruppen finden Sie in der Übersicht.",
        },
  );
  if (!group) return fallback;
  const cover = imageSrc(group.coverUrl);
  const member = group.viewer.status === "member";
  const manager = member && (group.viewer.role === "owner" || group.viewer.role === "admin");
  const listed = group.status === "active" && group.visibility !== "private";
  return (
    <article className="mx-auto max-w-4xl">
      <PageMeta
        title={`${group.name} – ${GROUP_KIND_LABELS[group.kind]} – Dorfportal ${site.municipality}`}
        description={metaDescription(null, group.excerpt || group.description)}
        image={imageSrc(group.coverUrl ?? group.logoUrl)}
        canonicalPath={paths.group(group.slug)}
        noindex={!listed || invitation !== null}
        jsonLd={listed ? groupJsonLd(site, group) : undefined}
      />
      <BackLink href="/gruppen" label="Alle Vereine und Gruppen" />
      {cover ? (
        <ContentImage
          src={cover}
          sizes="(min-width: 56rem) 56rem, 100vw"
          eager
          className="mt-4 aspect-[3/1] w-full rounded-lg border border-stone-200 object-cover"
        />
      ) : null}
      <StatusNotice group={group} />
      <header className="mt-6 flex flex-wrap items-center gap-4">
        <GroupLogo group={group} className="h-20 w-20 text-2xl" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold uppercase tracking-wide text-sky-900">
            {`${GROUP_KIND_LABELS[group.kind]} · ${GROUP_VISIBILITY_LABELS[group.visibility]}`}
          </p>
          <h1 className="mt-1 text-3xl font-bold break-words text-stone-900 sm:text-4xl">{group.name}</h1>
          <p className="mt-1 text-stone-700">{memberCountText(group.memberCount)}</p>
        </div>
      </header>
      <GroupMembership group={group} invitation={invitation} />
      <MarkdownContent className="mt-6">{group.description}</MarkdownContent>
      <section className="mt-8" aria-labelledby="gruppe-kontakt">
        <h2 id="gruppe-kontakt" className="text-xl font-bold text-stone-900">
          Kontakt und Treffpunkt
        </h2>
        <div className="mt-3">
          <GroupFacts group={group} />
        </div>
      </section>
      {group.status === "active" ? <GroupLifeSlot group={group} /> : null}
      {member ? <GroupMemberList slug={group.slug} /> : null}
      {manager ? <GroupManagement group={group} /> : null}
    </article>
  );
}
