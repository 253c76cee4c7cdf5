import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { formatLongDate } from "../../../shared/common/dates";
import type { EditorialRevision } from "../../../shared/newsroom/newsroom";
import { type ContributionEdit, contributionEditSchema } from "../../../shared/reporter/reporter";
import { Button } from "../../components/ui/button";
import { FormInputField } from "../../components/ui/form-input-field";
import { SaveCancelButtons } from "../../components/ui/save-cancel-buttons";
import { useSite } from "../../lib/site";
import { failureMessage, successToast, useAdminAction } from "./useAdminAction";

type ContributionKind = "leserbrief" | "user-article";

const API_BASE: Record<ContributionKind, string> = {
  leserbrief: "/api/admin/leserbriefe",
  "user-article": "/api/admin/user-articles",
};

/**
 * The editorial team corrects a waiting letter or article (typos, a title) before deciding on it; the
 * member's own version stays in the revision history, and the decision mail says it was edited.
 */
export function ContributionEditor({
  kind,
  item,
  onDone,
}: {
  kind: ContributionKind;
  item: { id: number; title: string; content: string };
  onDone: () => void;
}) {
  const form = useForm<ContributionEdit>({
    resolver: zodResolver(contributionEditSchema),
    defaultValues: { title: item.title, content: item.content },
  });
  const save = useAdminAction<ContributionEdit>({
    call: (edit) => ({ method: "PATCH", url: `${API_BASE[kind]}/${item.id}`, body: edit }),
    onSuccess: (edit) => {
      onDone();
      return successToast(kind, "update", edit.title);
    },
    failure: failureMessage(kind, "update"),
    paths: ["/api/admin/pending", "/api/admin/audit", `${API_BASE[kind]}/${item.id}/revisions`],
  });
  return (
    <form className="mt-3 space-y-3" noValidate onSubmit={form.handleSubmit((edit) => save.mutate(edit))}>
      <FormInputField form={form} name="title" label="Titel" required maxLength={200} />
      <FormInputField form={form} name="content" label="Text" required rows={10} maxLength={20_000} />
      <SaveCancelButtons saving={save.isPending} label="Korrektur speichern" onCancel={onDone} />
    </form>
  );
}

/**
 * The member's submission as it came in, once the team has corrected it: fetched when opened, so that
 * a long list asks nothing for it.
 */
export function OriginalVersion({ kind, id }: { kind: ContributionKind; id: number }) {
  const { timeZone } = useSite();
  const [open, setOpen] = useState(false);
  const { data, isError } = useQuery<{ revisions: EditorialRevision[] }>({
    queryKey: [`${API_BASE[kind]}/${id}/revisions`],
    enabled: open,
  });
  const revisions = data?.revisions;
  const original = revisions?.at(-1);
  const latest = revisions?.[0];
  return (
    <details
      className="mt-3 rounded-md border border-stone-200 bg-stone-50 p-3 text-sm"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer font-medium text-stone-900">
        Von der Redaktion bearbeitet: ursprüngliche Fassung anzeigen
      </summary>
      {isError ? <p className="mt-2 text-red-800">Die Fassungen konnten nicht geladen werden.</p> : null}
      {original && latest ? (
        <>
          <p className="mt-2 text-stone-700">
            Eingereicht von {original.savedBy}; zuletzt bearbeitet von {latest.savedBy} am{" "}
            {formatLongDate(latest.savedAt, timeZone)}.
          </p>
          <p className="mt-2 font-semibold break-words text-stone-900">
            {String(original.fields.title ?? "")}
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-stone-800">
            {String(original.fields.content ?? "")}
          </p>
        </>
      ) : null}
    </details>
  );
}

/** Takes a published contribution off the portal ('Zurückziehen'), or puts a withdrawn one back. */
export function PublicationButton({
  kind,
  id,
  title,
  published,
}: {
  kind: ContributionKind;
  id: number;
  title: string;
  published: boolean;
}) {
  const change = useAdminAction<void>({
    call: () => ({ method: "POST", url: `${API_BASE[kind]}/${id}/${published ? "withdraw" : "republish"}` }),
    onSuccess: () => ({
      title: published ? "Beitrag zurückgezogen" : "Beitrag wieder veröffentlicht",
      description: published ? `«${title}» ist nicht mehr öffentlich.` : `«${title}» ist wieder öffentlich.`,
    }),
    failure: failureMessage(kind, "update"),
  });
  return (
    <Button variant="outline" className="mt-3" disabled={change.isPending} onClick={() => change.mutate()}>
      {published ? "Zurückziehen" : "Wieder veröffentlichen"}
    </Button>
  );
}
