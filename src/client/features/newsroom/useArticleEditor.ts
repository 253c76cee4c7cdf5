import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useLocation } from "wouter";
import type { AuthUser } from "../../../shared/auth/basics";
import { slugFromTitle } from "../../../shared/common/slug";
import {
  articleCreateSchema,
  type EditorialArticle,
  IMAGE_ALT_REQUIRED,
  SLUG_TAKEN,
} from "../../../shared/newsroom/newsroom";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../lib/api";
import { invalidateAdmin } from "../admin/queries";
import { type FieldErrors, type Form, fieldsOf, formOf, type SaveIntent, sameFields } from "./articleForm";
import { adminArticleQuery } from "./queries";
import { useLeaveGuard } from "./useLeaveGuard";

/** A pause in typing this long saves a draft. */
const AUTOSAVE_MS = 2000;

/**
 * The editor's state and its calls: saving (by hand, and by itself after a pause while a draft), a
 * conflict with a save in between, reloading, deleting a draft, the preview link and restoring a revision.
 */
export function useArticleEditor(
  initial: EditorialArticle | null,
  user: AuthUser,
  onCreated: (article: EditorialArticle) => void,
) {
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

  /** The title also makes the address, until one was written by hand. */
  function setTitle(title: string) {
    setProblem(null);
    setForm((current) => ({
      ...current,
      title,
      slug: current.slugFixed ? current.slug : title.trim() ? slugFromTitle(title) : "",
    }));
  }

  function restored(article: EditorialArticle) {
    setSaved(article);
    setForm(formOf(article, user));
    setSavedAt(new Date());
  }

  return {
    saved,
    form,
    errors,
    problem,
    conflict,
    savedAt,
    saving,
    previewUrl,
    dirty,
    update,
    setTitle,
    save,
    reload,
    remove,
    createPreviewLink,
    restored,
  };
}
