import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { previewOf } from "../../../shared/admin/admin";
import { formatLongDate } from "../../../shared/common/dates";
import { paths } from "../../../shared/common/paths";
import { GROUP_KIND_LABELS, GROUP_VISIBILITY_LABELS } from "../../../shared/groups/basics";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useSite } from "../../lib/site";
import type { PendingGroup } from "../groups/queries";
import { RejectDialog } from "./ConfirmDialog";
import { MODERATION_PATHS } from "./queries";
import { useAdminAction } from "./useAdminAction";

/** A decision on a group also changes the team's lists of groups (waiting, running, stopped). */
const GROUP_DECISION_PATHS = [...MODERATION_PATHS, "/api/admin/groups"];

type GroupDecisionVerb = "approve" | "reject" | "suspend" | "reinstate";

const DECISION_WORDS: Record<
  GroupDecisionVerb,
  { title: string; description: (name: string) => string; failure: string }
> = {
  approve: {
    title: "Gruppe freigegeben",
    description: (name) => `«${name}» steht jetzt im Verzeichnis.`,
    failure: "Die Gruppe konnte nicht freigegeben werden. Bitte versuchen Sie es erneut.",
  },
  reject: {
    title: "Gruppe abgelehnt",
    description: (name) => `«${name}» wird nicht veröffentlicht.`,
    failure: "Die Gruppe konnte nicht abgelehnt werden. Bitte versuchen Sie es erneut.",
  },
  suspend: {
    title: "Gruppe gesperrt",
    description: (name) => `«${name}» ist nur noch für ihre Mitglieder sichtbar.`,
    failure: "Die Gruppe konnte nicht gesperrt werden. Bitte versuchen Sie es erneut.",
  },
  reinstate: {
    title: "Sperre aufgehoben",
    description: (name) => `«${name}» ist wieder aktiv.`,
    failure: "Die Sperre konnte nicht aufgehoben werden. Bitte versuchen Sie es erneut.",
  },
};

/** One of the team's decisions on a group, with its toasts; every list of groups is read again after it. */
export function useGroupDecision(group: { slug: string; name: string }, verb: GroupDecisionVerb) {
  const words = DECISION_WORDS[verb];
  return useAdminAction<{ reason?: string }>({
    call: (body) => ({
      method: "POST",
      url: `/api/admin/groups/${encodeURIComponent(group.slug)}/${verb}`,
      body,
    }),
    onSuccess: () => ({ title: words.title, description: words.description(group.name) }),
    failure: words.failure,
    paths: GROUP_DECISION_PATHS,
  });
}

/** A group a member asked to found, in the team's inbox: what it is, who asked, and the decision. */
export function PendingGroupItem({ group }: { group: PendingGroup }) {
  const { timeZone } = useSite();
  const [full, setFull] = useState(false);
  const approve = useGroupDecision(group, "approve");
  const reject = useGroupDecision(group, "reject");
  const busy = approve.isPending || reject.isPending;
  return (
    <Card className="p-4" data-testid="admin-item-group">
      <div className="flex flex-wrap items-center gap-2">
        <Badge className="bg-stone-100 text-stone-900">Gruppe</Badge>
        <Badge className="bg-amber-100 text-amber-900">Wartet auf Freigabe</Badge>
      </div>
      <h3 className="mt-2 break-words text-lg font-semibold text-stone-900">{group.name}</h3>
      <div className="mt-1 space-y-0.5 break-words text-sm text-stone-700">
        <p>{`${GROUP_KIND_LABELS[group.kind]} · ${GROUP_VISIBILITY_LABELS[group.visibility]}`}</p>
        <p>
          {`Gegründet von ${group.foundedBy ?? "einem gelöschten Konto"} am ${formatLongDate(group.createdAt, timeZone)}`}
        </p>
      </div>
      <p className="mt-3 whitespace-pre-line break-words text-stone-800">
        {full ? group.description : previewOf(group.description)}
      </p>
      <div className="mt-2 flex flex-wrap gap-3 text-sm">
        {group.description.length > 300 ? (
          <button type="button" className="font-medium text-red-800 underline" onClick={() => setFull(!full)}>
            {full ? "Weniger anzeigen" : "Vollständig anzeigen"}
          </button>
        ) : null}
        <a
          href={paths.group(group.slug)}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 font-medium text-red-800 underline"
        >
          Seite der Gruppe öffnen
          <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
          <span className="sr-only">(neues Fenster)</span>
        </a>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button disabled={busy} onClick={() => approve.mutate({})}>
          Freigeben
        </Button>
        <RejectDialog
          itemTitle={group.name}
          onReject={(reason) => reject.mutate(reason ? { reason } : {})}
          disabled={busy}
        />
      </div>
    </Card>
  );
}
