import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useLocation } from "wouter";
import type { EditorialStatus } from "../../../shared/common/constants";
import { EDITORIAL_STATUS_LABELS } from "../../../shared/newsroom/basics";
import {
  type EditorialNotice,
  NOTICE_KIND_LABELS,
  NOTICE_KINDS,
  NOTICES_PAGE_SIZE,
  type NoticeKind,
} from "../../../shared/notices/notices";
import { AdminEditPage } from "../../components/admin-edit-page";
import { AdminListItem, AdminListPage } from "../../components/admin-list-page";
import { boxedListClass } from "../../components/ui/card";
import { Field, selectClass } from "../../components/ui/field";
import { FilterSelect } from "../../components/ui/filter-select";
import { Options } from "../../components/ui/options";
import { ProblemAlert } from "../../components/ui/problem-alert";
import { LoadingLine } from "../../components/ui/query-state";
import { TextField } from "../../components/ui/text-field";
import { toast } from "../../components/ui/use-toast";
import { usePagedFilter } from "../../components/use-paged-filter";
import { apiRequest, errorMessage } from "../../lib/api";
import type { PageProps } from "../../lib/page";
import { invalidateAdmin } from "../admin/queries";
import type { SaveIntent } from "../newsroom/articleForm";
import { EditorialActions } from "../newsroom/EditorialActions";
import { editorialItemQuery } from "../newsroom/queries";
import { RevisionsPanel } from "../newsroom/RevisionsPanel";
import { ADMIN_NOTICES, adminNoticesQuery } from "./admin-queries";
import { NoticeAttachments } from "./NoticeAttachments";
import { DETAIL_INPUTS, type DetailInput, fieldsOf, formOf, type NoticeForm } from "./noticeForm";

/** Issue 25, item 1: the team's official notices, at /admin/mitteilungen. */

const DENIED = "Die amtlichen Mitteilungen sind Redaktion und Administratoren vorbehalten.";
const WITHDRAWAL = {
  title: "Mitteilung zurückziehen?",
  question:
    "Die Mitteilung verschwindet aus der Übersicht, der Suche und dem Feed; ihre Dokumente sind nicht mehr abrufbar.",
};

/** A detail's control: a textarea for lines and longer text, else an input of the detail's type. */
const controlOf = (input: DetailInput) =>
  input.type === "lines" || input.type === "long"
    ? { rows: input.type === "lines" ? 5 : 3 }
    : { type: input.type, className: input.type === "date" ? "w-auto" : undefined };

export function AdminNoticesPage() {
  const [page, setPage] = useState(1);
  const [kind, setKind] = usePagedFilter<NoticeKind | "">("", setPage);
  const { data, isLoading, isError } = useQuery(adminNoticesQuery({ kind: kind || undefined, page }));
  return (
    <AdminListPage
      title="Amtliche Mitteilungen"
      deniedText={DENIED}
      newItem={{ href: "/admin/mitteilungen/neu", label: "Neue Mitteilung" }}
      paging={{ page, pageSize: NOTICES_PAGE_SIZE, total: data?.total, onPage: setPage }}
    >
      <div className="mt-4 max-w-xs">
        <FilterSelect label="Art" value={kind} onChange={(value) => setKind(value as NoticeKind | "")}>
          <Options values={NOTICE_KINDS} labels={NOTICE_KIND_LABELS} />
        </FilterSelect>
      </div>
      {isLoading ? (
        <LoadingLine className="mt-6" />
      ) : isError ? (
        <p className="mt-6" role="alert">
          Die Mitteilungen konnten nicht geladen werden.
        </p>
      ) : (data?.notices.length ?? 0) === 0 ? (
        <p className="mt-6 text-stone-700">Noch keine Mitteilungen dieser Art.</p>
      ) : (
        <ul className={boxedListClass("mt-6")}>
          {data?.notices.map((notice) => (
            <AdminListItem
              key={notice.id}
              href={`/admin/mitteilungen/${notice.id}`}
              title={notice.title}
              titleClass="text-sky-900"
            >
              {`${NOTICE_KIND_LABELS[notice.kind]} · ${EDITORIAL_STATUS_LABELS[notice.status]} · ${notice.authorName}`}
            </AdminListItem>
          ))}
        </ul>
      )}
    </AdminListPage>
  );
}

function NoticeEditor({ saved }: { saved: EditorialNotice | null }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [form, setForm] = useState<NoticeForm>(() => formOf(saved));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const status: EditorialStatus = saved?.status ?? "draft";
  const set = (change: Partial<NoticeForm>) => setForm((current) => ({ ...current, ...change }));
  const setDetail = (key: string, value: string) =>
    setForm((current) => ({ ...current, details: { ...current.details, [key]: value } }));

  async function save(intent: SaveIntent = {}): Promise<boolean> {
    setSaving(true);
    try {
      const body = { ...fieldsOf(form), ...intent };
      const response = saved
        ? await apiRequest("PATCH", `${ADMIN_NOTICES}/${saved.id}`, { ...body, version: saved.version })
        : await apiRequest("POST", ADMIN_NOTICES, { status: "draft", ...body });
      const notice = (await response.json()) as EditorialNotice;
      queryClient.setQueryData(editorialItemQuery(ADMIN_NOTICES, notice.id).queryKey, notice);
      await invalidateAdmin(queryClient, [ADMIN_NOTICES]);
      setProblem(null);
      toast({ title: "Mitteilung gespeichert" });
      if (!saved) navigate(`/admin/mitteilungen/${notice.id}`);
      return true;
    } catch (failure) {
      setProblem(errorMessage(failure) ?? "Die Mitteilung konnte nicht gespeichert werden.");
      return false;
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    if (!saved) return;
    try {
      await apiRequest("DELETE", `${ADMIN_NOTICES}/${saved.id}`);
      await invalidateAdmin(queryClient, [ADMIN_NOTICES]);
      navigate("/admin/mitteilungen");
    } catch (failure) {
      setProblem(errorMessage(failure) ?? "Der Entwurf konnte nicht gelöscht werden.");
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return (
    <div className="mt-6 space-y-6">
      {saved && status !== "draft" ? (
        <p className="text-sm text-stone-800">
          {`Status: ${EDITORIAL_STATUS_LABELS[status]}`}
          {status === "published" ? (
            <>
              {" · "}
              <Link href={`/mitteilungen/${saved.slug}`} className="text-sky-900 underline">
                Öffentliche Seite ansehen
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      <form onSubmit={submit} className="space-y-4">
        <Field label="Art der Mitteilung" required>
          {(props) => (
            <select
              {...props}
              className={selectClass}
              value={form.kind}
              onChange={(event) => set({ kind: event.target.value as NoticeKind })}
            >
              <Options values={NOTICE_KINDS} labels={NOTICE_KIND_LABELS} />
            </select>
          )}
        </Field>
        <TextField label="Titel" required value={form.title} onValue={(title) => set({ title })} />
        <fieldset className="space-y-4 rounded-lg border border-stone-200 p-4">
          <legend className="px-1 text-sm font-medium text-stone-800">{`Angaben: ${NOTICE_KIND_LABELS[form.kind]}`}</legend>
          {DETAIL_INPUTS[form.kind].map((input) => (
            <TextField
              key={`${form.kind}-${input.key}`}
              label={input.label}
              required={input.required}
              hint={input.hint}
              value={form.details[input.key] ?? ""}
              onValue={(value) => setDetail(input.key, value)}
              {...controlOf(input)}
            />
          ))}
        </fieldset>
        <TextField
          label="Text"
          required
          hint="Markdown: **fett**, Listen mit «-», Links mit [Text](Adresse)."
          rows={10}
          value={form.content}
          onValue={(content) => set({ content })}
        />
        <label className="inline-flex items-center gap-2 text-sm font-medium text-stone-900">
          <input
            type="checkbox"
            checked={form.urgent}
            onChange={(event) => set({ urgent: event.target.checked })}
          />
          Dringend (Push-Mitteilungen gehen auch in der Nachtruhe sofort hinaus)
        </label>
        <ProblemAlert text={problem} />
        <EditorialActions
          status={status}
          saved={saved !== null}
          saving={saving}
          publishAt={saved?.publishAt ?? null}
          withdrawal={WITHDRAWAL}
          onSave={save}
          onDelete={() => void remove()}
        />
      </form>
      {saved ? <NoticeAttachments notice={saved} /> : null}
      {saved ? (
        <RevisionsPanel
          apiBase={ADMIN_NOTICES}
          article={saved}
          dirty={JSON.stringify(fieldsOf(form)) !== JSON.stringify(fieldsOf(formOf(saved)))}
          onRestored={(restored) => setForm(formOf(restored))}
        />
      ) : null}
    </div>
  );
}

export function AdminNoticeEditPage({ params }: PageProps) {
  return (
    <AdminEditPage
      params={params}
      itemQuery={(id) => editorialItemQuery<EditorialNotice>(ADMIN_NOTICES, Number(id))}
      noun="Mitteilung"
      newTitle="Neue Mitteilung"
      deniedText={DENIED}
      back={{
        href: "/admin/mitteilungen",
        label: "Zur Liste der Mitteilungen",
        className: "text-sm font-medium text-sky-900 underline",
      }}
      missing="Diese Mitteilung gibt es nicht."
      editor={(notice) => <NoticeEditor key={notice?.version} saved={notice ?? null} />}
    />
  );
}
