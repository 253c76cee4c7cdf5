import type { ReportedItem } from "../../../shared/admin/admin";
import { Badge } from "../../components/ui/badge";
import { Button, buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "./ConfirmDialog";
import { useAdminAction } from "./useAdminAction";

const REPORT_KIND_LABELS: Record<ReportedItem["kind"], string> = {
  article: "Artikel",
  leserbrief: "Leserbrief",
  "user-article": "Leserartikel",
  "pr-report": "PR-Bericht",
  event: "Event",
  "help-entry": "Marktplatz-Eintrag",
  message: "Nachricht",
  "group-post": "Gruppenbeitrag",
  "group-comment": "Kommentar in einer Gruppe",
  "group-message": "Gruppennachricht",
};

export function ReportedItemCard({ item }: { item: ReportedItem }) {
  const dismiss = useAdminAction<void>({
    call: () => ({
      method: "POST",
      url: `/api/admin/reports/${item.kind}/${encodeURIComponent(item.itemId)}/dismiss`,
    }),
    onSuccess: () => ({ title: "Meldungen verworfen", description: `«${item.title}» bleibt unverändert.` }),
    failure: "Die Meldungen konnten nicht verworfen werden. Bitte versuchen Sie es erneut.",
  });
  const removal = useAdminAction<void>({
    call: () => ({ method: "DELETE", url: `/api/admin/group-messages/${item.itemId}` }),
    onSuccess: () => ({ title: "Nachricht entfernt", description: "Die Gruppe sieht sie nicht mehr." }),
    failure: "Die Nachricht konnte nicht entfernt werden. Bitte versuchen Sie es erneut.",
  });
  const visibility = useAdminAction<void>({
    call: () => ({
      method: "POST",
      url: `/api/admin/help-entries/${item.itemId}/${item.hidden ? "show" : "hide"}`,
    }),
    onSuccess: () => ({ title: item.hidden ? "Eintrag wieder sichtbar" : "Eintrag ausgeblendet" }),
    failure: "Der Eintrag konnte nicht geändert werden. Bitte versuchen Sie es erneut.",
  });
  return (
    <Card className="p-4" data-testid="admin-item-report">
      <div className="flex flex-wrap items-center gap-2">
        <Badge className="bg-stone-100 text-stone-900">{REPORT_KIND_LABELS[item.kind]}</Badge>
        <Badge className="bg-red-100 text-red-900">
          {item.count === 1 ? "1 Meldung" : `${item.count} Meldungen`}
        </Badge>
        {item.hidden ? <Badge className="bg-stone-200 text-stone-900">Nicht öffentlich</Badge> : null}
      </div>
      <h3 className="mt-2 break-words text-lg font-semibold text-stone-900">{item.title}</h3>
      <p className="mt-2 whitespace-pre-line break-words text-stone-800">{item.excerpt}</p>
      <p className="mt-3 text-sm font-semibold text-stone-900">Gründe:</p>
      <ul className="list-disc pl-5 text-sm text-stone-800">
        {item.reasons.map((reason, index) => (
          // Reasons repeat; their order is fixed by the server.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is rendered once per answer
          <li key={index} className="break-words">
            {reason}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        {item.href ? (
          <a href={item.href} target="_blank" rel="noreferrer" className={buttonClass("secondary")}>
            Ansehen
          </a>
        ) : null}
        {item.kind === "help-entry" ? (
          <Button variant="outline" disabled={visibility.isPending} onClick={() => visibility.mutate()}>
            {item.hidden ? "Wieder anzeigen" : "Ausblenden"}
          </Button>
        ) : null}
        {item.kind === "group-message" ? (
          <ConfirmDialog
            title="Nachricht entfernen"
            question="Die Nachricht verschwindet aus der Unterhaltung der Gruppe. Das lässt sich nicht rückgängig machen."
            confirmLabel="Entfernen"
            onConfirm={() => removal.mutate()}
            trigger={
              <Button variant="outline" disabled={removal.isPending}>
                Nachricht entfernen
              </Button>
            }
          />
        ) : null}
        <Button variant="ghost" disabled={dismiss.isPending} onClick={() => dismiss.mutate()}>
          Meldungen verwerfen
        </Button>
      </div>
    </Card>
  );
}
