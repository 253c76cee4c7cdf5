import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Link2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { formatLongDate } from "../../../shared/common/dates";
import { formTexts } from "../../../shared/common/form-texts";
import {
  GROUP_ROLE_LABELS,
  type GroupDetail,
  type GroupMember,
  type GroupRole,
} from "../../../shared/groups/basics";
import { type GroupProfileInput, groupProfileSchema } from "../../../shared/groups/groups";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FormInputField } from "../../components/ui/form-input-field";
import { useSite } from "../../lib/site";
import { ConfirmDialog } from "../admin/ConfirmDialog";
import { useAuth } from "../auth/useAuth";
import { FormImageUpload } from "../uploads/FormImageUpload";
import { CopyableAddress } from "./CopyableAddress";
import { GroupBasicFields } from "./GroupFormFields";
import { GroupListState } from "./GroupListState";
import { groupMembersQuery, groupRequestsQuery } from "./queries";
import { ActionError, ActionFormEnd, groupApi, useGroupAction } from "./useGroupAction";

const part = encodeURIComponent;

function Subsection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="mt-4 p-4 sm:p-5">
      <h3 className="text-lg font-semibold text-stone-900">{title}</h3>
      {children}
    </Card>
  );
}

/** Open requests to join (closed groups): take in or decline, oldest first. */
function Requests({ slug }: { slug: string }) {
  const { timeZone } = useSite();
  const requests = useQuery(groupRequestsQuery(slug));
  const decide = useGroupAction<{ userId: string; approve: boolean }>(slug, ({ userId, approve }) => ({
    method: "POST",
    url: groupApi(slug, `/requests/${part(userId)}/${approve ? "approve" : "decline"}`),
  }));
  return (
    <Subsection title="Beitrittsanfragen">
      <GroupListState
        query={requests}
        failed="Die Anfragen konnten nicht geladen werden."
        isEmpty={(list) => list.length === 0}
        empty={<p className="mt-2 text-stone-700">Zurzeit gibt es keine offenen Anfragen.</p>}
      >
        {(list) => (
          <ul aria-label="Offene Anfragen" className="mt-3 divide-y divide-stone-200">
            {list.map((request) => (
              <li key={request.userId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0 break-words">
                  <span className="font-medium text-stone-900">{request.name}</span>
                  <span className="block text-sm text-stone-700">
                    {`angefragt am ${formatLongDate(request.requestedAt, timeZone)}`}
                  </span>
                </span>
                <span className="flex flex-wrap gap-2">
                  <Button
                    disabled={decide.isPending}
                    onClick={() => decide.mutate({ userId: request.userId, approve: true })}
                  >
                    Aufnehmen
                    <span className="sr-only">{`: ${request.name}`}</span>
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={decide.isPending}
                    onClick={() => decide.mutate({ userId: request.userId, approve: false })}
                  >
                    Ablehnen
                    <span className="sr-only">{`: ${request.name}`}</span>
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </GroupListState>
      <ActionError error={decide.error} />
    </Subsection>
  );
}

/** A link that lets whoever holds it join at once (also a private group), valid for 14 days. */
function Invitation({ slug }: { slug: string }) {
  const { timeZone } = useSite();
  const create = useGroupAction<void>(slug, () => ({ method: "POST", url: groupApi(slug, "/invitations") }));
  const invitation = create.data as { url: string; expiresAt: string } | undefined;
  return (
    <Subsection title="Mitglieder einladen">
      <p className="mt-1 text-stone-700">
        Wer den Link öffnet und im Portal angemeldet ist, tritt der Gruppe sofort bei – auch einer privaten.
        Geben Sie ihn nur Personen, die Sie dabeihaben möchten.
      </p>
      <Button variant="outline" className="mt-3" disabled={create.isPending} onClick={() => create.mutate()}>
        <Link2 className="h-4 w-4" aria-hidden="true" />
        Einladungslink erstellen
      </Button>
      {invitation ? (
        <CopyableAddress
          key={invitation.url}
          label={`Einladungslink (gültig bis ${formatLongDate(invitation.expiresAt, timeZone)})`}
          value={invitation.url}
          copyLabel="Link kopieren"
          copiedText="Der Link ist kopiert."
        />
      ) : null}
      <ActionError error={create.error} />
    </Subsection>
  );
}

/** The role changes an admin (or, for owners, an owner) may offer for one member. */
function roleChanges(target: GroupRole, viewer: GroupRole | null): Array<{ role: GroupRole; label: string }> {
  const owner = viewer === "owner";
  const makeOwner = { role: "owner" as const, label: "Zur Inhaberin / zum Inhaber machen" };
  if (target === "member")
    return [{ role: "admin", label: "Zum Admin ernennen" }, ...(owner ? [makeOwner] : [])];
  if (target === "admin")
    return [{ role: "member", label: "Admin-Rechte entziehen" }, ...(owner ? [makeOwner] : [])];
  return owner ? [{ role: "admin", label: "Inhaber-Rechte entziehen" }] : [];
}

function MemberRow({
  slug,
  member,
  viewerRole,
}: {
  slug: string;
  member: GroupMember;
  viewerRole: GroupRole | null;
}) {
  const userId = member.userId ?? "";
  const change = useGroupAction<GroupRole>(slug, (role) => ({
    method: "PATCH",
    url: groupApi(slug, `/members/${part(userId)}`),
    body: { role },
  }));
  const remove = useGroupAction<void>(slug, () => ({
    method: "DELETE",
    url: groupApi(slug, `/members/${part(userId)}`),
  }));
  const busy = change.isPending || remove.isPending;
  const removable = member.role !== "owner" || viewerRole === "owner";
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 break-words font-medium text-stone-900">{member.name}</span>
        {member.role !== "member" ? (
          <Badge className="bg-sky-100 text-sky-900">{GROUP_ROLE_LABELS[member.role]}</Badge>
        ) : null}
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {roleChanges(member.role, viewerRole).map((option) => (
          <Button
            key={option.role}
            variant="outline"
            disabled={busy}
            onClick={() => change.mutate(option.role)}
          >
            {option.label}
            <span className="sr-only">{`: ${member.name}`}</span>
          </Button>
        ))}
        {removable ? (
          <ConfirmDialog
            title="Mitglied entfernen"
            question={`Möchten Sie ${member.name} aus der Gruppe entfernen?`}
            confirmLabel="Entfernen"
            onConfirm={() => remove.mutate()}
            trigger={
              <Button variant="ghost" disabled={busy}>
                Entfernen
                <span className="sr-only">{`: ${member.name}`}</span>
              </Button>
            }
          />
        ) : null}
      </div>
      <ActionError error={change.error ?? remove.error} />
    </li>
  );
}

/** Every member but oneself, with the changes of role the viewer may make and the way out of the group. */
function Members({ slug, viewerRole }: { slug: string; viewerRole: GroupRole | null }) {
  const { user } = useAuth();
  const members = useQuery(groupMembersQuery(slug));
  return (
    <Subsection title="Mitglieder und Rollen">
      <p className="mt-1 text-stone-700">
        Admins nehmen Mitglieder auf, laden ein und pflegen das Profil. Inhaberinnen und Inhaber ernennen
        zudem weitere Inhaber.
      </p>
      <GroupListState
        query={members}
        failed="Die Mitglieder konnten nicht geladen werden."
        isEmpty={(list) => list.every((member) => member.userId === user?.id || member.userId === null)}
        empty={<p className="mt-2 text-stone-700">Ausser Ihnen hat die Gruppe noch keine Mitglieder.</p>}
      >
        {(list) => (
          <ul aria-label="Mitglieder verwalten" className="mt-2 divide-y divide-stone-200">
            {list
              .filter((member) => member.userId !== null && member.userId !== user?.id)
              .map((member) => (
                <MemberRow key={member.userId} slug={slug} member={member} viewerRole={viewerRole} />
              ))}
          </ul>
        )}
      </GroupListState>
    </Subsection>
  );
}

type ProfileFormInput = z.input<typeof groupProfileSchema>;

const profileDefaults = (group: GroupDetail): ProfileFormInput => ({
  name: group.name,
  kind: group.kind,
  visibility: group.visibility,
  description: group.description,
  ...formTexts(group, [
    "contactName",
    "contactEmail",
    "meetingPlace",
    "website",
    "membershipFee",
    "logoUrl",
    "coverUrl",
  ]),
});

/** The group's public page as its admins keep it: PATCH /api/groups/{slug}. */
function ProfileForm({ group, onDone }: { group: GroupDetail; onDone: () => void }) {
  const form = useForm<ProfileFormInput, unknown, GroupProfileInput>({
    resolver: zodResolver(groupProfileSchema),
    defaultValues: profileDefaults(group),
  });
  const save = useGroupAction<GroupProfileInput>(
    group.slug,
    (values) => ({ method: "PATCH", url: groupApi(group.slug), body: values }),
    onDone,
  );
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="mt-4 space-y-5">
      <FormInputField form={form} name="name" label="Name der Gruppe" required maxLength={80} />
      <GroupBasicFields form={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInputField form={form} name="contactName" label="Kontaktperson" maxLength={120} />
        <FormInputField form={form} name="contactEmail" label="E-Mail der Kontaktperson" type="email" />
        <FormInputField
          form={form}
          name="meetingPlace"
          label="Treffpunkt"
          maxLength={200}
          placeholder="z. B. Turnhalle Feld, Suhr"
        />
        <FormInputField form={form} name="website" label="Website" type="url" placeholder="https://" />
      </div>
      <FormInputField
        form={form}
        name="membershipFee"
        label="Mitgliederbeitrag"
        maxLength={200}
        placeholder="z. B. CHF 40 im Jahr, Kinder gratis"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormImageUpload control={form.control} name="logoUrl" label="Logo (optional)" />
        <FormImageUpload control={form.control} name="coverUrl" label="Titelbild (optional)" />
      </div>
      <ActionFormEnd action={save} label="Profil speichern" onCancel={onDone} />
    </form>
  );
}

/** The tools of the group's owners and admins, loaded apart from the public page (GroupManagement). */
export function GroupAdmin({ group }: { group: GroupDetail }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const active = group.status === "active";
  return (
    <div>
      <Subsection title="Profil">
        {editing ? (
          <ProfileForm
            group={group}
            onDone={() => {
              setEditing(false);
              setSaved(true);
            }}
          />
        ) : (
          <>
            <p className="mt-1 text-stone-700">
              Name, Beschreibung, Kontakt, Treffpunkt, Website, Beitrag, Logo und Titelbild der Gruppe.
            </p>
            <Button
              variant="outline"
              className="mt-3"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              Profil bearbeiten
            </Button>
            <p role="status" className="mt-2 text-sm text-emerald-800">
              {saved ? "Das Profil ist gespeichert." : ""}
            </p>
          </>
        )}
      </Subsection>
      {active && group.visibility === "closed" ? <Requests slug={group.slug} /> : null}
      {active ? <Invitation slug={group.slug} /> : null}
      <Members slug={group.slug} viewerRole={group.viewer.role} />
    </div>
  );
}
