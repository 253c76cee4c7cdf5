import { LogIn } from "lucide-react";
import { useLocation } from "wouter";
import { paths } from "../../../shared/common/paths";
import type { GroupDetail } from "../../../shared/groups/basics";
import { Button, buttonClass } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { deferred, useDeferredWhen } from "../../lib/deferred";
import { useAuth } from "../auth/useAuth";
import { ActionError, groupApi, panelClass, useGroupAction } from "./useGroupAction";

/** A member's own tools (leaving with its dialog, notifications) load only for members. */
const memberTools = deferred(() => import("./GroupMemberTools"));

function MemberPlace({ group }: { group: GroupDetail }) {
  const tools = useDeferredWhen(memberTools, true);
  if (tools) return <tools.MemberTools group={group} />;
  return (
    <div className={panelClass} aria-busy="true">
      <Skeleton className="h-10 w-64 max-w-full" />
    </div>
  );
}

/**
 * The viewer's place in the group and the way to change it: sign in, join or ask to, take back a request,
 * accept an invitation, leave; members choose what they are told.
 */
export function GroupMembership({ group, invitation }: { group: GroupDetail; invitation: string | null }) {
  const { user, isLoading } = useAuth();
  const [location, navigate] = useLocation();
  const slug = group.slug;
  const join = useGroupAction<void>(
    slug,
    () => ({ method: "POST", url: groupApi(slug, "/join"), body: invitation ? { invitation } : {} }),
    // An accepted invitation has done its work: the group's own address from now on.
    () => {
      if (invitation) navigate(paths.group(slug), { replace: true });
    },
  );
  const leave = useGroupAction<void>(slug, () => ({ method: "POST", url: groupApi(slug, "/leave") }));
  const { status } = group.viewer;

  if (isLoading) return null;
  if (!user) {
    if (group.status !== "active") return null;
    const returnTo = invitation ? `${location}?einladung=${encodeURIComponent(invitation)}` : location;
    return (
      <div className={panelClass}>
        {invitation ? (
          <p className="mb-3 text-stone-800">{`Sie sind eingeladen, der Gruppe «${group.name}» beizutreten.`}</p>
        ) : null}
        <a href={`/login?returnTo=${encodeURIComponent(returnTo)}`} className={buttonClass("primary")}>
          <LogIn className="h-4 w-4" aria-hidden="true" />
          Anmelden, um beizutreten
        </a>
      </div>
    );
  }

  if (status === "member") return <MemberPlace group={group} />;

  if (group.status !== "active") return null;

  if (status === "requested") {
    return (
      <div className={panelClass}>
        <div className="flex flex-wrap items-center gap-3">
          <p className="font-semibold text-stone-900">Anfrage gesendet</p>
          <Button variant="secondary" disabled={leave.isPending} onClick={() => leave.mutate()}>
            Anfrage zurückziehen
          </Button>
        </div>
        <p className="mt-2 text-sm text-stone-700">
          Die Admins der Gruppe entscheiden über Ihre Anfrage. Sie sehen es hier, sobald Sie aufgenommen sind.
        </p>
        <ActionError error={leave.error} />
      </div>
    );
  }

  if (!invitation && group.visibility === "private") return null;
  const label = invitation
    ? "Einladung annehmen"
    : group.visibility === "open"
      ? "Beitreten"
      : "Beitritt anfragen";
  return (
    <div className={panelClass}>
      {invitation ? (
        <p className="mb-3 text-stone-800">{`Sie sind eingeladen, der Gruppe «${group.name}» beizutreten.`}</p>
      ) : group.visibility === "closed" ? (
        <p className="mb-3 text-sm text-stone-700">
          Diese Gruppe ist geschlossen: Die Admins der Gruppe nehmen neue Mitglieder auf.
        </p>
      ) : null}
      <Button disabled={join.isPending} onClick={() => join.mutate()}>
        {label}
      </Button>
      <ActionError error={join.error} />
    </div>
  );
}
