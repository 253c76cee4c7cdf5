import { Check, MessagesSquare } from "lucide-react";
import { useId } from "react";
import { useLocation } from "wouter";
import {
  GROUP_NOTIFICATION_LEVELS,
  GROUP_ROLE_LABELS,
  type GroupDetail,
  type GroupNotificationLevel,
} from "../../../shared/groups/basics";
import { Button } from "../../components/ui/button";
import { ButtonLink } from "../../components/ui/button-link";
import { Label } from "../../components/ui/field";
import { LabelledOptions } from "../../components/ui/labelled-options";
import { ConfirmDialog } from "../admin/ConfirmDialog";
import { groupConversationHref } from "../messages/queries";
import { ActionError, groupApi, panelClass, useGroupAction } from "./useGroupAction";

const NOTIFICATION_LABELS: Record<GroupNotificationLevel, string> = {
  all: "Alle Beiträge",
  announcements: "Nur Ankündigungen",
  none: "Keine",
};

/** A member's choice of what the group tells them. */
function NotificationChoice({ group }: { group: GroupDetail }) {
  const id = useId();
  const save = useGroupAction<GroupNotificationLevel>(group.slug, (level) => ({
    method: "PUT",
    url: groupApi(group.slug, "/notification-setting"),
    body: { level },
  }));
  return (
    <div className="mt-4">
      <Label htmlFor={id}>Benachrichtigungen aus dieser Gruppe</Label>
      <div className="flex flex-wrap items-center gap-3">
        <select
          id={id}
          className="rounded-md border border-stone-400 bg-white px-3 py-2 text-sm text-stone-900 focus-visible:outline-3 focus-visible:outline-sky-600"
          value={save.isPending ? save.variables : (group.viewer.notificationLevel ?? "all")}
          disabled={save.isPending}
          onChange={(event) => save.mutate(event.target.value as GroupNotificationLevel)}
        >
          <LabelledOptions values={GROUP_NOTIFICATION_LEVELS} labels={NOTIFICATION_LABELS} />
        </select>
        {save.isSuccess ? (
          <span role="status" className="text-sm text-emerald-800">
            Gespeichert.
          </span>
        ) : null}
      </div>
      <ActionError error={save.error} />
    </div>
  );
}

/** A member's place: their role, the way out (the last owner hears why not) and what they are told. */
export function MemberTools({ group }: { group: GroupDetail }) {
  const [, navigate] = useLocation();
  const { role } = group.viewer;
  // A private group (or one not yet approved) is no longer shown to whoever left it.
  const leave = useGroupAction<void>(
    group.slug,
    () => ({ method: "POST", url: groupApi(group.slug, "/leave") }),
    () => {
      if (group.visibility === "private" || group.status !== "active") navigate("/gruppen");
    },
  );
  return (
    <div className={panelClass}>
      <div className="flex flex-wrap items-center gap-3">
        <p className="inline-flex items-center gap-1.5 font-semibold text-emerald-900">
          <Check className="h-5 w-5" aria-hidden="true" />
          {role && role !== "member" ? `Mitglied · ${GROUP_ROLE_LABELS[role]}` : "Mitglied"}
        </p>
        <ConfirmDialog
          title="Gruppe verlassen"
          question={`Möchten Sie die Gruppe «${group.name}» wirklich verlassen?`}
          confirmLabel="Gruppe verlassen"
          onConfirm={() => leave.mutate()}
          trigger={
            <Button variant="secondary" disabled={leave.isPending}>
              Gruppe verlassen
            </Button>
          }
        />
        <ButtonLink href={groupConversationHref(group.slug)} variant="secondary" icon={MessagesSquare}>
          Gruppenchat
        </ButtonLink>
      </div>
      <ActionError error={leave.error} />
      {group.status === "active" ? <NotificationChoice group={group} /> : null}
    </div>
  );
}
