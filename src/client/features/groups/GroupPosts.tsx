import { useInfiniteQuery } from "@tanstack/react-query";
import { Heart, Megaphone, Pin } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { formatLongDateTime } from "../../../shared/common/dates";
import type { GroupAttachment, GroupComment, GroupDetail, GroupPost } from "../../../shared/groups/basics";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/text-field";
import { useSite } from "../../lib/site";
import { MarkdownContent } from "../articles/MarkdownContent";
import { ReportButton } from "../reports/ReportButton";
import {
  CheckboxField,
  DeleteButton,
  LifeCards,
  LifeSection,
  lifeFormClass,
  submitWith,
  useFormOpener,
} from "./GroupLifeParts";
import { AttachmentPicker, PostAttachments, PostHistory } from "./GroupPostFiles";
import { groupPostsQuery } from "./queries";
import { ActionError, ActionFormEnd, groupApi, useGroupAction } from "./useGroupAction";

/** What the viewer may do in the group: the server's answer about their place (`viewer`). */
export interface GroupPlace {
  slug: string;
  member: boolean;
  manager: boolean;
}

export const groupPlaceOf = (group: GroupDetail): GroupPlace => {
  const member = group.viewer.status === "member" && group.status === "active";
  return {
    slug: group.slug,
    member,
    manager: member && (group.viewer.role === "owner" || group.viewer.role === "admin"),
  };
};

/** The anchor of a post (mails and notifications link to /gruppen/{slug}#beitrag-{id}). */
const postAnchor = (id: number) => `beitrag-${id}`;

function When({ date }: { date: string }) {
  const { timeZone } = useSite();
  return <time dateTime={date}>{formatLongDateTime(date, timeZone)}</time>;
}

/** A member writes to the group; the group's admins may send it to everyone as an announcement. */
function PostComposer({ place }: { place: GroupPlace }) {
  const [body, setBody] = useState("");
  const [announcement, setAnnouncement] = useState(false);
  const [files, setFiles] = useState<GroupAttachment[]>([]);
  const [sent, setSent] = useState(false);
  const write = useGroupAction<void>(
    place.slug,
    () => ({
      method: "POST",
      url: groupApi(place.slug, "/posts"),
      body: { body, announcement, attachmentIds: files.map((file) => file.id) },
    }),
    () => {
      setBody("");
      setAnnouncement(false);
      setFiles([]);
      setSent(true);
    },
  );
  return (
    <form
      noValidate
      className={lifeFormClass}
      onSubmit={submitWith(() => {
        setSent(false);
        write.mutate();
      })}
    >
      <TextField
        label="Beitrag schreiben"
        hint="Markdown ist möglich (**fett**, Listen mit -). Alle, die die Beiträge der Gruppe sehen, lesen mit."
        rows={4}
        maxLength={5000}
        value={body}
        onValue={setBody}
      />
      <AttachmentPicker slug={place.slug} files={files} onChange={setFiles} />
      {place.manager ? (
        <CheckboxField
          label="Als Ankündigung an alle senden"
          hint="Auch Mitglieder, die nur Ankündigungen erhalten möchten, werden benachrichtigt."
          checked={announcement}
          onChange={setAnnouncement}
        />
      ) : null}
      <ActionError error={write.error} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={write.isPending}>
          {write.isPending ? "Wird veröffentlicht..." : "Veröffentlichen"}
        </Button>
        <span role="status" className="text-sm text-emerald-800">
          {sent ? "Ihr Beitrag ist veröffentlicht." : ""}
        </span>
      </div>
    </form>
  );
}

/** The author changes the text of their post in place. */
function PostEditor({ place, post, onDone }: { place: GroupPlace; post: GroupPost; onDone: () => void }) {
  const field = useRef<HTMLTextAreaElement>(null);
  const [body, setBody] = useState(post.body);
  const save = useGroupAction<void>(
    place.slug,
    () => ({ method: "PATCH", url: groupApi(place.slug, `/posts/${post.id}`), body: { body } }),
    onDone,
  );
  useEffect(() => field.current?.focus(), []);
  return (
    <form noValidate className="mt-3 space-y-3" onSubmit={submitWith(() => save.mutate())}>
      <TextField
        label="Beitrag bearbeiten"
        ref={field}
        rows={5}
        maxLength={5000}
        value={body}
        onValue={setBody}
      />
      <ActionFormEnd action={save} label="Speichern" onCancel={onDone} />
    </form>
  );
}

function CommentItem({
  place,
  postId,
  comment,
}: {
  place: GroupPlace;
  postId: number;
  comment: GroupComment;
}) {
  const remove = useGroupAction<void>(place.slug, () => ({
    method: "DELETE",
    url: groupApi(place.slug, `/posts/${postId}/comments/${comment.id}`),
  }));
  return (
    <li className="py-3">
      <p className="text-sm text-stone-700">
        <span className="font-semibold text-stone-900">{comment.author.name}</span>
        {" · "}
        <When date={comment.createdAt} />
      </p>
      <p className="mt-1 whitespace-pre-line break-words text-stone-800">{comment.body}</p>
      <div className="mt-1 flex flex-wrap gap-1">
        {comment.mayDelete ? (
          <DeleteButton
            title="Kommentar löschen"
            question="Möchten Sie diesen Kommentar wirklich löschen?"
            about={`Kommentar von ${comment.author.name}`}
            pending={remove.isPending}
            onConfirm={() => remove.mutate()}
          />
        ) : null}
        {comment.mayReport ? <ReportButton kind="group-comment" itemId={comment.id} /> : null}
      </div>
      <ActionError error={remove.error} />
    </li>
  );
}

function CommentForm({ place, postId }: { place: GroupPlace; postId: number }) {
  const [body, setBody] = useState("");
  const write = useGroupAction<void>(
    place.slug,
    () => ({ method: "POST", url: groupApi(place.slug, `/posts/${postId}/comments`), body: { body } }),
    () => setBody(""),
  );
  return (
    <form noValidate className="mt-2" onSubmit={submitWith(() => write.mutate())}>
      <TextField label="Kommentar schreiben" rows={2} maxLength={2000} value={body} onValue={setBody} />
      <ActionError error={write.error} />
      <Button type="submit" variant="secondary" className="mt-2" disabled={write.isPending}>
        Kommentieren
      </Button>
    </form>
  );
}

/** The group's admins pin a post to the top and mark it as an announcement. */
function AdminMarks({ place, post }: { place: GroupPlace; post: GroupPost }) {
  const mark = useGroupAction<{ pinned?: boolean; announcement?: boolean }>(place.slug, (change) => ({
    method: "PATCH",
    url: groupApi(place.slug, `/posts/${post.id}`),
    body: change,
  }));
  return (
    <>
      <Button variant="ghost" disabled={mark.isPending} onClick={() => mark.mutate({ pinned: !post.pinned })}>
        <Pin className="h-4 w-4" aria-hidden="true" />
        {post.pinned ? "Lösen" : "Anheften"}
      </Button>
      <Button
        variant="ghost"
        disabled={mark.isPending}
        onClick={() => mark.mutate({ announcement: !post.announcement })}
      >
        <Megaphone className="h-4 w-4" aria-hidden="true" />
        {post.announcement ? "Keine Ankündigung mehr" : "Als Ankündigung markieren"}
      </Button>
      <ActionError error={mark.error} />
    </>
  );
}

function PostCard({ place, post }: { place: GroupPlace; post: GroupPost }) {
  const headingId = useId();
  const edit = useFormOpener();
  const like = useGroupAction<boolean>(place.slug, (liked) => ({
    method: liked ? "POST" : "DELETE",
    url: groupApi(place.slug, `/posts/${post.id}/like`),
  }));
  const remove = useGroupAction<void>(place.slug, () => ({
    method: "DELETE",
    url: groupApi(place.slug, `/posts/${post.id}`),
  }));
  const liked = like.isPending ? (like.variables ?? post.likedByViewer) : post.likedByViewer;
  const likes = like.isPending
    ? post.likes + (liked === post.likedByViewer ? 0 : liked ? 1 : -1)
    : post.likes;
  const likesText = `${likes} ${likes === 1 ? "Person gefällt" : "Personen gefällt"} das`;
  return (
    <article
      id={postAnchor(post.id)}
      aria-labelledby={headingId}
      className={`scroll-mt-24 rounded-lg border bg-white p-4 ${post.announcement ? "border-amber-400" : "border-stone-200"}`}
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={headingId} className="font-semibold break-words text-stone-900">
          {post.author.name}
        </h3>
        <span className="text-sm text-stone-700">
          <When date={post.createdAt} />
          {post.editedAt ? " (bearbeitet)" : ""}
        </span>
        {post.pinned ? (
          <Badge icon={Pin} className="bg-sky-100 text-sky-900">
            Angeheftet
          </Badge>
        ) : null}
        {post.announcement ? (
          <Badge icon={Megaphone} className="bg-amber-100 text-amber-950">
            Ankündigung
          </Badge>
        ) : null}
      </header>
      {edit.open ? (
        <PostEditor place={place} post={post} onDone={edit.close} />
      ) : (
        <MarkdownContent className="mt-2 break-words">{post.body}</MarkdownContent>
      )}
      <PostAttachments post={post} />
      <div className="mt-3 flex flex-wrap items-center gap-1">
        {place.member ? (
          <Button
            variant="ghost"
            aria-pressed={liked}
            disabled={like.isPending}
            onClick={() => like.mutate(!liked)}
          >
            <Heart className={`h-4 w-4 ${liked ? "fill-red-700 text-red-700" : ""}`} aria-hidden="true" />
            Gefällt mir
            <span className="rounded-full bg-stone-100 px-2 text-xs text-stone-800">
              <span aria-hidden="true">{likes}</span>
              <span className="sr-only">{`, ${likesText}`}</span>
            </span>
          </Button>
        ) : (
          <span className="inline-flex items-center gap-1 px-2 text-sm text-stone-700">
            <Heart className="h-4 w-4" aria-hidden="true" />
            {likesText}
          </span>
        )}
        {post.editedAt ? <PostHistory slug={place.slug} post={post} /> : null}
        {post.mayEdit && !edit.open ? (
          <Button ref={edit.button} variant="ghost" onClick={edit.show}>
            Bearbeiten
          </Button>
        ) : null}
        {post.mayDelete ? (
          <DeleteButton
            title="Beitrag löschen"
            question="Möchten Sie diesen Beitrag mit allen Kommentaren wirklich löschen?"
            pending={remove.isPending}
            onConfirm={() => remove.mutate()}
          />
        ) : null}
        {place.manager ? <AdminMarks place={place} post={post} /> : null}
        {post.mayReport ? <ReportButton kind="group-post" itemId={post.id} /> : null}
      </div>
      <ActionError error={like.error ?? remove.error} />
      {post.comments.length > 0 || place.member ? (
        <div className="mt-3 border-t border-stone-200 pt-2">
          {post.comments.length > 0 ? (
            <ul aria-label="Kommentare" className="divide-y divide-stone-100">
              {post.comments.map((comment) => (
                <CommentItem key={comment.id} place={place} postId={post.id} comment={comment} />
              ))}
            </ul>
          ) : null}
          {place.member ? <CommentForm place={place} postId={post.id} /> : null}
        </div>
      ) : null}
    </article>
  );
}

/** A notification's link (#beitrag-{id}) reaches its post once the feed, read after the page, is there. */
function useScrollToPostAnchor(ready: boolean) {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    const hash = window.location.hash.slice(1);
    if (!hash.startsWith("beitrag-")) return;
    document.getElementById(hash)?.scrollIntoView({ block: "start" });
  }, [ready]);
}

/** 'Beiträge': the group's feed with the composer for its members. */
export function GroupPosts({ place }: { place: GroupPlace }) {
  const feed = useInfiniteQuery(groupPostsQuery(place.slug));
  const seen = new Set<number>();
  const posts = (feed.data?.pages ?? [])
    .flatMap((page) => page.items)
    .filter((post) => !seen.has(post.id) && seen.add(post.id));
  useScrollToPostAnchor(feed.isSuccess);
  return (
    <LifeSection
      id="gruppe-beitraege"
      title="Beiträge"
      lead={place.member ? <PostComposer place={place} /> : null}
      query={{ data: feed.data ? posts : undefined, error: feed.error, refetch: feed.refetch }}
      empty="Noch keine Beiträge."
    >
      {(list) => (
        <>
          <LifeCards items={list} card={(post) => <PostCard place={place} post={post} />} />
          {feed.hasNextPage ? (
            <div className="mt-4 flex flex-col items-center gap-2">
              {feed.isFetchNextPageError ? (
                <p role="alert" className="text-red-800">
                  Ältere Beiträge konnten nicht geladen werden. Bitte versuchen Sie es erneut.
                </p>
              ) : null}
              <Button
                variant="secondary"
                disabled={feed.isFetchingNextPage}
                onClick={() => void feed.fetchNextPage()}
              >
                {feed.isFetchingNextPage ? "Wird geladen..." : "Ältere Beiträge laden"}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </LifeSection>
  );
}
