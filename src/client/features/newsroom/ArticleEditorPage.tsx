import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Copy, ImagePlus } from "lucide-react";
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import type { AuthUser } from "../../../shared/auth-basics";
import { ARTICLE_CATEGORIES, type EditorialStatus } from "../../../shared/constants";
import { addDays, calendarDayOf, formatClockTime, isoDay, zonedTime } from "../../../shared/dates";
import {
  articleCreateSchema,
  EDITORIAL_BYLINE,
  EDITORIAL_STATUS_LABELS,
  type EditorialArticle,
  IMAGE_ALT_REQUIRED,
  SLUG_TAKEN,
} from "../../../shared/newsroom";
import { slugFromTitle } from "../../../shared/slug";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Field, Input, Label, Textarea } from "../../components/ui/field";
import { Skeleton } from "../../components/ui/skeleton";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../lib/api";
import { useSite } from "../../lib/site";
import type { PageProps } from "../../routes";
import { AdminGate } from "../admin/AdminGate";
import { ConfirmDialog } from "../admin/ConfirmDialog";
import { invalidateAdmin } from "../admin/queries";
import { MarkdownContent } from "../articles/MarkdownContent";
import { useAuth } from "../auth/useAuth";
import { ImageUpload } from "../uploads/ImageUpload";
import { UPLOAD_MESSAGES, uploadImage, uploadRefusal } from "../uploads/uploadImage";
import { NEWSROOM_DENIED, STATUS_BADGE, ZonedDateTime } from "./ArticlesListPage";
import { adminArticleQuery } from "./queries";
import { RevisionsPanel } from "./RevisionsPanel";
import { useLeaveGuard } from "./useLeaveGuard";

/** A pause in typing this long saves a draft. */
export const AUTOSAVE_MS = 2000;
const EXCERPT_MAX = 500;

/** /admin/artikel/neu and /admin/artikel/{id}: one component for both, so that the first save keeps it. */
export function ArticleEditorPage({ params }: PageProps) {
  return (
    <AdminGate title="Artikel bearbeiten" deniedText={NEWSROOM_DENIED} allow="editor">
      <EditorLoader id={params.id ? Number(params.id) : null} />
    </AdminGate>
  );
}

function EditorLoader({ id }: { id: number | null }) {
  const { user } = useAuth();
  // The article this editor created itself: reaching its address must not start the editor anew.
  const created = useRef<number | null>(null);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const { data, isError, error } = useQuery({
    ...adminArticleQuery(id ?? 0),
    enabled: valid && id !== null && created.current !== id,
  });
  if (!user) return null;
  if (!valid || isError) {
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
        {errorMessage(error) ?? "Artikel nicht gefunden."}
      </p>
    );
  }
  if (id !== null && created.current !== id && !data) return <Skeleton className="h-96 w-full" />;
  return (
    <ArticleEditor
      key={id === null || created.current === id ? "new" : id}
      initial={id === null || created.current === id ? null : (data ?? null)}
      user={user}
      onCreated={(article) => {
        created.current = article.id;
      }}
    />
  );
}

interface Form {
  title: string;
  slug: string;
  /** The slug was written by hand (or the article is public): it no longer follows the title. */
  slugFixed: boolean;
  excerpt: string;
  content: string;
  category: string;
  featured: boolean;
  byline: string;
  imageUrl: string | null;
  imageAlt: string;
  imageCaption: string;
}

const nameOf = (user: AuthUser) => [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;

function formOf(article: EditorialArticle | null, user: AuthUser): Form {
  if (!article) {
    return {
      title: "",
      slug: "",
      slugFixed: false,
      excerpt: "",
      content: "",
      category: ARTICLE_CATEGORIES[1],
      featured: false,
      byline: nameOf(user),
      imageUrl: null,
      imageAlt: "",
      imageCaption: "",
    };
  }
  return {
    title: article.title,
    slug: article.slug,
    // A public address stays; a draft's follows its title as long as nobody wrote one by hand.
    slugFixed: article.status !== "draft" || article.slug !== slugFromTitle(article.title),
    excerpt: article.excerpt,
    content: article.content,
    category: article.category,
    featured: article.featured,
    byline: article.byline ?? EDITORIAL_BYLINE,
    imageUrl: article.imageUrl,
    imageAlt: article.imageAlt ?? "",
    imageCaption: article.imageCaption ?? "",
  };
}

/** The fields a save sends; the slug only when it differs from what the server would keep. */
function fieldsOf(form: Form, saved: EditorialArticle | null) {
  const slug = form.slug.trim();
  return {
    title: form.title,
    excerpt: form.excerpt,
    content: form.content,
    category: form.category,
    featured: form.featured,
    byline: form.byline,
    imageUrl: form.imageUrl,
    imageAlt: form.imageUrl ? form.imageAlt : null,
    imageCaption: form.imageUrl ? form.imageCaption || null : null,
    ...(slug && (saved ? slug !== saved.slug : form.slugFixed) ? { slug } : {}),
  };
}

const sameFields = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

interface SaveIntent {
  status?: "draft" | "published" | "scheduled" | "withdrawn";
  publishAt?: string;
  auto?: boolean;
}

type FieldErrors = Partial<Record<keyof Form | "publishAt", string>>;

function ArticleEditor({
  initial,
  user,
  onCreated,
}: {
  initial: EditorialArticle | null;
  user: AuthUser;
  onCreated: (article: EditorialArticle) => void;
}) {
  const { timeZone } = useSite();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [saved, setSaved] = useState<EditorialArticle | null>(initial);
  const [form, setForm] = useState<Form>(() => formOf(initial, user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [saving, setSaving] = useState(false);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [discarded, setDiscarded] = useState(false);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const ids = { slug: useId(), category: useId(), status: useId() };

  const dirty = !sameFields(fieldsOf(form, saved), fieldsOf(formOf(saved, user), saved));
  useLeaveGuard(dirty && !discarded);

  // A change is a new attempt: the message about the last one goes, and autosaving resumes.
  const update = (patch: Partial<Form>) => {
    setProblem(null);
    setForm((current) => ({ ...current, ...patch }));
  };

  const save = useCallback(
    async (intent: SaveIntent = {}): Promise<boolean> => {
      const fields = fieldsOf(form, saved);
      const status = intent.status ?? (saved ? undefined : "draft");
      const problems: FieldErrors = {};
      const parsed = articleCreateSchema.safeParse({
        ...fields,
        status: status === "withdrawn" || !status ? "draft" : status,
        publishAt: intent.publishAt,
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const key = issue.path[0] as keyof FieldErrors;
          problems[key] ??= issue.message;
        }
      }
      if (fields.imageUrl && !fields.imageAlt?.trim()) problems.imageAlt = IMAGE_ALT_REQUIRED;
      if (intent.auto) {
        if (Object.keys(problems).length > 0) return false;
      } else {
        setErrors(problems);
        if (Object.keys(problems).length > 0) {
          setProblem("Bitte prüfen Sie die markierten Felder.");
          return false;
        }
      }
      setSaving(true);
      try {
        const body = { ...fields, ...(status ? { status } : {}), publishAt: intent.publishAt };
        const response = saved
          ? await apiRequest("PATCH", `/api/admin/articles/${saved.id}`, { ...body, version: saved.version })
          : await apiRequest("POST", "/api/admin/articles", body);
        const article = (await response.json()) as EditorialArticle;
        queryClient.setQueryData(adminArticleQuery(article.id).queryKey, article);
        void invalidateAdmin(queryClient, ["/api/admin/articles?", `/api/admin/articles/${article.id}/`]);
        void queryClient.invalidateQueries({ queryKey: ["/api/admin/articles", String(article.id)] });
        setSaved(article);
        // What was typed while the save was under way stays; otherwise the form shows what the server kept.
        setForm((current) =>
          sameFields(fieldsOf(current, saved), fields) ? formOf(article, user) : current,
        );
        setSavedAt(new Date());
        setProblem(null);
        setErrors({});
        if (!saved) {
          onCreated(article);
          navigate(`/admin/artikel/${article.id}`, { replace: true, state: { keepScroll: true } });
        }
        return true;
      } catch (failure) {
        const message = errorMessage(failure) ?? "Der Artikel konnte nicht gespeichert werden.";
        if (message === SLUG_TAKEN) {
          setErrors({ slug: message });
          setProblem(message);
        } else if (failure instanceof Error && failure.message.startsWith("409:")) {
          setConflict(message);
        } else {
          setProblem(message);
        }
        return false;
      } finally {
        setSaving(false);
      }
    },
    [form, saved, user, queryClient, navigate, onCreated],
  );

  // Drafts save themselves after a pause in typing; public articles only when someone says so.
  const autosaves = !saved || saved.status === "draft";
  useEffect(() => {
    if (!autosaves || !dirty || saving || conflict || problem || discarded) return;
    const timer = setTimeout(() => void save({ auto: true }), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [autosaves, dirty, saving, conflict, problem, discarded, save]);

  async function reload() {
    if (!saved) return;
    const fresh = await queryClient.fetchQuery({ ...adminArticleQuery(saved.id), staleTime: 0 });
    setSaved(fresh);
    setForm(formOf(fresh, user));
    setConflict(null);
    setProblem(null);
    void queryClient.invalidateQueries({ queryKey: ["/api/admin/articles", String(saved.id)] });
  }

  async function remove() {
    if (!saved) return;
    try {
      await apiRequest("DELETE", `/api/admin/articles/${saved.id}`);
      setDiscarded(true);
      void invalidateAdmin(queryClient, ["/api/admin/articles"]);
      toast({ title: "Entwurf gelöscht" });
      navigate("/admin/artikel");
    } catch (failure) {
      setProblem(errorMessage(failure) ?? "Der Entwurf konnte nicht gelöscht werden.");
    }
  }

  async function createPreviewLink() {
    if (!saved) return;
    try {
      const response = await apiRequest("POST", `/api/admin/articles/${saved.id}/preview-link`);
      setPreviewUrl(((await response.json()) as { url: string }).url);
    } catch (failure) {
      setProblem(errorMessage(failure) ?? "Der Vorschau-Link konnte nicht erstellt werden.");
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "s" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
    }
  }

  const status: EditorialStatus = saved?.status ?? "draft";
  const bylines = [...new Set([nameOf(user), EDITORIAL_BYLINE, form.byline])];

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Ctrl+S anywhere in the editor saves, as in any editor
    <div onKeyDown={onKeyDown}>
      <p>
        <Link href="/admin/artikel" className="text-sm text-red-800 underline">
          Alle Artikel
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold break-words text-stone-900">
          {saved ? "Artikel bearbeiten" : "Neuer Artikel"}
        </h1>
        <span data-testid="article-status">
          <Badge className={STATUS_BADGE[status]}>{EDITORIAL_STATUS_LABELS[status]}</Badge>
        </span>
        {status === "scheduled" && saved?.publishAt ? (
          <span className="text-sm text-stone-700">
            erscheint am <ZonedDateTime iso={saved.publishAt} />
          </span>
        ) : null}
      </div>
      <p role="status" className="mt-2 min-h-6 text-sm text-stone-700" data-testid="save-state">
        {saving
          ? "Wird gespeichert …"
          : savedAt
            ? `Gespeichert um ${formatClockTime(savedAt, timeZone)}${dirty ? " – seither geändert" : ""}`
            : dirty
              ? "Ungespeicherte Änderungen"
              : null}
      </p>
      {conflict ? (
        <div role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          <p>{conflict}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void reload()}>
            Neu laden
          </Button>
        </div>
      ) : null}
      {problem && !conflict ? (
        <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          {problem}
        </p>
      ) : null}

      <form
        className="mt-6 space-y-6"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Field label="Titel" required error={{ message: errors.title }}>
          {(props) => (
            <Input
              {...props}
              value={form.title}
              maxLength={200}
              onChange={(event) => {
                const title = event.target.value;
                setProblem(null);
                setForm((current) => ({
                  ...current,
                  title,
                  slug: current.slugFixed ? current.slug : title.trim() ? slugFromTitle(title) : "",
                }));
              }}
            />
          )}
        </Field>
        <div>
          <Label htmlFor={ids.slug}>Adresse (Slug)</Label>
          <div className="flex min-w-0 items-center gap-1">
            <span className="shrink-0 text-sm text-stone-700" aria-hidden="true">
              /post/
            </span>
            <Input
              id={ids.slug}
              value={form.slug}
              maxLength={80}
              aria-describedby={`${ids.slug}-hint${errors.slug ? ` ${ids.slug}-error` : ""}`}
              aria-invalid={errors.slug ? true : undefined}
              onChange={(event) => update({ slug: event.target.value, slugFixed: true })}
            />
          </div>
          <p id={`${ids.slug}-hint`} className="mt-1 text-sm text-stone-700">
            Wird aus dem Titel gebildet (ä → ae, ö → oe, ü → ue). Kleinbuchstaben, Ziffern und Bindestriche.
            {saved && saved.status !== "draft"
              ? " Die bisherige Adresse leitet nach einer Änderung weiter."
              : ""}
          </p>
          {errors.slug ? (
            <p id={`${ids.slug}-error`} role="alert" className="mt-1 text-sm text-red-800">
              {errors.slug}
            </p>
          ) : null}
        </div>
        <Field
          label="Anriss"
          hint={`${form.excerpt.length} von ${EXCERPT_MAX} Zeichen`}
          error={{ message: errors.excerpt }}
        >
          {(props) => (
            <Textarea
              {...props}
              rows={3}
              value={form.excerpt}
              onChange={(event) => update({ excerpt: event.target.value })}
            />
          )}
        </Field>

        <div className="grid gap-6 lg:grid-cols-2">
          <div className="min-w-0">
            <Field label="Text (Markdown)" required error={{ message: errors.content }}>
              {(props) => (
                <Textarea
                  {...props}
                  ref={contentRef}
                  rows={18}
                  className="font-mono"
                  value={form.content}
                  onChange={(event) => update({ content: event.target.value })}
                />
              )}
            </Field>
            <BodyImage
              onInsert={(markdown) => {
                const area = contentRef.current;
                const at = area ? area.selectionStart : form.content.length;
                const before = form.content.slice(0, at);
                const gap = before && !before.endsWith("\n\n") ? (before.endsWith("\n") ? "\n" : "\n\n") : "";
                update({ content: `${before}${gap}${markdown}\n\n${form.content.slice(at)}` });
              }}
            />
          </div>
          <section aria-labelledby={`${ids.status}-preview`} className="min-w-0">
            <h2 id={`${ids.status}-preview`} className="mb-1 text-sm font-medium text-stone-800">
              Vorschau des Textes
            </h2>
            <div className="rounded-md border border-stone-200 bg-white p-4" data-testid="live-preview">
              {form.content.trim() ? (
                <MarkdownContent>{form.content}</MarkdownContent>
              ) : (
                <p className="text-stone-600">Noch kein Text.</p>
              )}
            </div>
          </section>
        </div>

        <div className="grid gap-6 sm:grid-cols-2">
          <div>
            <Label htmlFor={ids.category}>Kategorie</Label>
            <select
              id={ids.category}
              className="w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-sm text-stone-900 focus-visible:outline-3 focus-visible:outline-sky-600"
              value={form.category}
              onChange={(event) => update({ category: event.target.value })}
            >
              {ARTICLE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          </div>
          <fieldset>
            <legend className="mb-1 block text-sm font-medium text-stone-800">Autorenzeile</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {bylines.map((byline) => (
                <label key={byline} className="inline-flex items-center gap-2 text-sm text-stone-900">
                  <input
                    type="radio"
                    name="byline"
                    value={byline}
                    checked={form.byline === byline}
                    onChange={() => update({ byline })}
                  />
                  {byline}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <label className="inline-flex items-center gap-2 text-sm font-medium text-stone-900">
          <input
            type="checkbox"
            checked={form.featured}
            onChange={(event) => update({ featured: event.target.checked })}
          />
          Hauptartikel (gross auf der Startseite)
        </label>

        <fieldset className="space-y-4 rounded-lg border border-stone-200 p-4">
          <legend className="px-1 text-sm font-medium text-stone-800">Titelbild</legend>
          <ImageUpload
            label="Bild hochladen"
            value={form.imageUrl}
            onChange={(imageUrl) => update({ imageUrl })}
          />
          {form.imageUrl ? (
            <>
              <Field label="Alternativtext" required error={{ message: errors.imageAlt }}>
                {(props) => (
                  <Input
                    {...props}
                    value={form.imageAlt}
                    maxLength={300}
                    onChange={(event) => update({ imageAlt: event.target.value })}
                  />
                )}
              </Field>
              <Field label="Bildlegende und Quelle">
                {(props) => (
                  <Input
                    {...props}
                    value={form.imageCaption}
                    maxLength={300}
                    onChange={(event) => update({ imageCaption: event.target.value })}
                  />
                )}
              </Field>
            </>
          ) : null}
        </fieldset>

        <Actions
          status={status}
          saved={saved}
          saving={saving}
          publishAt={saved?.publishAt ?? null}
          error={errors.publishAt}
          onSave={save}
          onDelete={() => void remove()}
          onPreviewLink={() => void createPreviewLink()}
        />
        {previewUrl ? <PreviewLink url={previewUrl} dirty={dirty} /> : null}
      </form>

      {saved ? (
        <RevisionsPanel
          article={saved}
          dirty={dirty}
          onRestored={(article) => {
            setSaved(article);
            setForm(formOf(article, user));
            setSavedAt(new Date());
          }}
        />
      ) : null}
    </div>
  );
}

function Actions({
  status,
  saved,
  saving,
  publishAt,
  error,
  onSave,
  onDelete,
  onPreviewLink,
}: {
  status: EditorialStatus;
  saved: EditorialArticle | null;
  saving: boolean;
  publishAt: string | null;
  error?: string;
  onSave: (intent?: SaveIntent) => Promise<boolean>;
  onDelete: () => void;
  onPreviewLink: () => void;
}) {
  const { timeZone } = useSite();
  const planned = publishAt && status === "scheduled" ? new Date(publishAt) : null;
  const tomorrow = addDays(calendarDayOf(new Date(), timeZone), 1);
  const [day, setDay] = useState(planned ? isoDay(calendarDayOf(planned, timeZone)) : isoDay(tomorrow));
  const [time, setTime] = useState(planned ? formatClockTime(planned, timeZone) : "07:00");
  const [planProblem, setPlanProblem] = useState<string | null>(null);
  const ids = { day: useId(), time: useId(), problem: useId() };
  const unpublished = status === "draft" || status === "scheduled";

  function plan() {
    const [year, month, date] = day.split("-").map(Number);
    const [hour, minute] = time.split(":").map(Number);
    if (!year || !month || !date || hour === undefined || minute === undefined || Number.isNaN(hour)) {
      setPlanProblem("Bitte geben Sie Datum und Uhrzeit der Veröffentlichung an.");
      return;
    }
    const moment = zonedTime({ year, month, day: date }, hour, minute ?? 0, timeZone);
    if (moment.getTime() <= Date.now()) {
      setPlanProblem("Bitte wählen Sie einen Zeitpunkt in der Zukunft.");
      return;
    }
    setPlanProblem(null);
    void onSave({ status: "scheduled", publishAt: moment.toISOString() });
  }

  return (
    <div className="space-y-4 border-t border-stone-200 pt-4">
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" disabled={saving}>
          {status === "draft" ? "Als Entwurf speichern" : "Änderungen speichern"}
        </Button>
        {status === "scheduled" ? (
          <Button variant="ghost" disabled={saving} onClick={() => void onSave({ status: "draft" })}>
            Zurück zum Entwurf
          </Button>
        ) : null}
        {status !== "published" ? (
          <Button disabled={saving} onClick={() => void onSave({ status: "published" })}>
            Jetzt veröffentlichen
          </Button>
        ) : null}
        {status === "published" || status === "scheduled" ? (
          <ConfirmDialog
            trigger={
              <Button variant="outline" disabled={saving}>
                Zurückziehen
              </Button>
            }
            title="Artikel zurückziehen?"
            question="Der Artikel verschwindet von allen Seiten, Listen und Feeds; seine Adresse meldet, dass er zurückgezogen wurde."
            confirmLabel="Zurückziehen"
            onConfirm={() => void onSave({ status: "withdrawn" })}
          />
        ) : null}
        {saved && unpublished ? (
          <Button variant="ghost" disabled={saving} onClick={onPreviewLink}>
            Vorschau-Link erstellen
          </Button>
        ) : null}
        {saved && status === "draft" ? (
          <ConfirmDialog
            trigger={
              <Button variant="ghost" className="text-red-800" disabled={saving}>
                Entwurf löschen
              </Button>
            }
            title="Entwurf löschen?"
            question="Der Entwurf und seine Versionen werden endgültig gelöscht."
            confirmLabel="Endgültig löschen"
            onConfirm={onDelete}
          />
        ) : null}
      </div>
      {unpublished ? (
        <fieldset className="rounded-lg border border-stone-200 p-4">
          <legend className="px-1 text-sm font-medium text-stone-800">
            Planen (Zeit in {timeZone.replace("_", " ")})
          </legend>
          <div className="flex flex-wrap items-end gap-3">
            <div>
              <Label htmlFor={ids.day}>Datum</Label>
              <Input
                id={ids.day}
                type="date"
                value={day}
                className="w-auto"
                aria-describedby={planProblem || error ? ids.problem : undefined}
                onChange={(event) => setDay(event.target.value)}
              />
            </div>
            <div>
              <Label htmlFor={ids.time}>Uhrzeit</Label>
              <Input
                id={ids.time}
                type="time"
                value={time}
                className="w-auto"
                onChange={(event) => setTime(event.target.value)}
              />
            </div>
            <Button variant="secondary" disabled={saving} onClick={plan}>
              Planen
            </Button>
          </div>
          {planProblem || error ? (
            <p id={ids.problem} role="alert" className="mt-2 text-sm text-red-800">
              {planProblem ?? error}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}

function PreviewLink({ url, dirty }: { url: string; dirty: boolean }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <Label htmlFor={id}>Vorschau-Link (7 Tage gültig, ohne Anmeldung)</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          readOnly
          value={url}
          className="min-w-0 flex-1"
          data-testid="preview-url"
          onFocus={(event) => event.target.select()}
        />
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          <Copy className="h-4 w-4" aria-hidden="true" />
          {copied ? "Kopiert" : "Link kopieren"}
        </Button>
      </div>
      {dirty ? (
        <p className="mt-1 text-sm text-stone-800">Die Vorschau zeigt den zuletzt gespeicherten Stand.</p>
      ) : null}
    </div>
  );
}

/** A picture inside the text: uploaded like the lead image, inserted as markdown with its description. */
function BodyImage({ onInsert }: { onInsert: (markdown: string) => void }) {
  const ids = { alt: useId(), file: useId(), problem: useId() };
  const [alt, setAlt] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    if (!alt.trim()) {
      setProblem(IMAGE_ALT_REQUIRED);
      return;
    }
    const refusal = uploadRefusal(file);
    setProblem(refusal);
    if (refusal) return;
    setPercent(0);
    try {
      const address = await uploadImage(file, setPercent);
      onInsert(`![${alt.trim().replace(/[[\]]/g, "")}](${address})`);
      setAlt("");
    } catch {
      setProblem(UPLOAD_MESSAGES.failed);
    }
    setPercent(null);
  }

  return (
    <fieldset className="mt-3 rounded-lg border border-stone-200 p-3">
      <legend className="flex items-center gap-1 px-1 text-sm font-medium text-stone-800">
        <ImagePlus className="h-4 w-4" aria-hidden="true" />
        Bild in den Text einfügen
      </legend>
      <div className="grid gap-3">
        <div>
          <Label htmlFor={ids.alt}>Bildbeschreibung (Alternativtext)</Label>
          <Input id={ids.alt} value={alt} maxLength={300} onChange={(event) => setAlt(event.target.value)} />
        </div>
        <div>
          <Label htmlFor={ids.file}>Bilddatei</Label>
          <input
            id={ids.file}
            type="file"
            accept="image/*"
            disabled={percent !== null}
            aria-describedby={problem ? ids.problem : undefined}
            className="block max-w-full text-sm text-stone-800 file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-stone-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-stone-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              void choose(file);
            }}
          />
        </div>
        {percent !== null ? (
          <p role="status" className="text-sm text-stone-800">{`Wird hochgeladen... ${percent}%`}</p>
        ) : null}
        {problem ? (
          <p id={ids.problem} role="alert" className="text-sm text-red-800">
            {problem}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
