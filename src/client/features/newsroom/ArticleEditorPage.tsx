import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useId, useRef } from "react";
import { Link } from "wouter";
import type { AuthUser } from "../../../shared/auth/basics";
import { ARTICLE_CATEGORIES, type EditorialStatus } from "../../../shared/common/constants";
import { formatClockTime } from "../../../shared/common/dates";
import {
  EDITORIAL_BYLINE,
  EDITORIAL_STATUS_LABELS,
  type EditorialArticle,
} from "../../../shared/newsroom/newsroom";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Input, Label } from "../../components/ui/field";
import { Options } from "../../components/ui/options";
import { ProblemAlert } from "../../components/ui/problem-alert";
import { Skeleton } from "../../components/ui/skeleton";
import { TextField } from "../../components/ui/text-field";
import { errorMessage } from "../../lib/api";
import type { PageProps } from "../../lib/page";
import { useSite } from "../../lib/site";
import { AdminGate } from "../admin/AdminGate";
import { MarkdownContent } from "../articles/MarkdownContent";
import { useAuth } from "../auth/useAuth";
import { ImageUpload } from "../uploads/ImageUpload";
import { NEWSROOM_DENIED, STATUS_BADGE, ZonedDateTime } from "./ArticlesListPage";
import { nameOf } from "./articleForm";
import { BodyImage } from "./BodyImage";
import { EditorialActions, PreviewLink } from "./EditorialActions";
import { adminArticleQuery } from "./queries";
import { RevisionsPanel } from "./RevisionsPanel";
import { useArticleEditor } from "./useArticleEditor";

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
    return <ProblemAlert text={errorMessage(error) ?? "Artikel nicht gefunden."} />;
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
  const editor = useArticleEditor(initial, user, onCreated);
  const { saved, form, errors, problem, conflict, savedAt, saving, previewUrl, dirty, update, save } = editor;
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const ids = { slug: useId(), category: useId(), status: useId() };
  /** A text of the form as its TextField shows and changes it. */
  const textOf = (key: "title" | "excerpt" | "content" | "imageAlt" | "imageCaption") => ({
    value: form[key],
    error: errors[key],
    onValue: (value: string) => update({ [key]: value }),
  });

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
          <Button variant="secondary" className="mt-3" onClick={() => void editor.reload()}>
            Neu laden
          </Button>
        </div>
      ) : null}
      {conflict ? null : <ProblemAlert className="mt-3" text={problem} />}

      <form
        className="mt-6 space-y-6"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField label="Titel" required maxLength={200} {...textOf("title")} onValue={editor.setTitle} />
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
        <TextField
          label="Anriss"
          hint={`${form.excerpt.length} von ${EXCERPT_MAX} Zeichen`}
          rows={3}
          {...textOf("excerpt")}
        />

        <div className="grid gap-6 lg:grid-cols-2">
          <div className="min-w-0">
            <TextField
              label="Text (Markdown)"
              required
              ref={contentRef}
              rows={18}
              className="font-mono"
              {...textOf("content")}
            />
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
              <Options values={ARTICLE_CATEGORIES} />
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
              <TextField label="Alternativtext" required maxLength={300} {...textOf("imageAlt")} />
              <TextField label="Bildlegende und Quelle" maxLength={300} {...textOf("imageCaption")} />
            </>
          ) : null}
        </fieldset>

        <EditorialActions
          status={status}
          saved={saved !== null}
          saving={saving}
          publishAt={saved?.publishAt ?? null}
          error={errors.publishAt}
          onSave={save}
          onDelete={() => void editor.remove()}
          onPreviewLink={() => void editor.createPreviewLink()}
        />
        {previewUrl ? <PreviewLink url={previewUrl} dirty={dirty} /> : null}
      </form>

      {saved ? (
        <RevisionsPanel
          apiBase="/api/admin/articles"
          article={saved}
          dirty={dirty}
          onRestored={editor.restored}
        />
      ) : null}
    </div>
  );
}
