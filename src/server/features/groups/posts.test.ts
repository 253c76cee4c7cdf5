import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  FORMER_MEMBER,
  GROUP_ADMIN_MARKS,
  GROUP_POST_AUTHOR_ONLY,
  GROUP_POST_DELETE_FORBIDDEN,
  type GroupPost,
} from "../../../shared/groups/basics";
import { editorialRevisions, users } from "../../db/schema";
import { as, asVisitor, type Member, signUp } from "../../test/app";
import { type GroupCast, sharedGroupsOfEachKind, writeGroupComment, writeGroupPost } from "./test-groups";

const groups = sharedGroupsOfEachKind();
const app = () => groups.portal.t.app;

const write = (cast: GroupCast, who: Member, body: string, announcement = false) =>
  writeGroupPost(groups.portal, cast, who, body, announcement);

const feed = async (cast: GroupCast, who: Member | null, query = "") =>
  (await as(app(), who).get(`/api/groups/${cast.slug}/posts${query}`)).json() as GroupPost[];

describe("a group's posts", () => {
  it("are written by members and read by everyone in an open group, by members in a closed one", async () => {
    const post = await write(groups.open, groups.open.member, "Training am Dienstag fällt aus.");
    expect(post).toMatchObject({
      body: "Training am Dienstag fällt aus.",
      author: { userId: groups.open.member.user.id, name: "Mia Suhrer" },
      announcement: false,
      pinned: false,
      likes: 0,
      comments: [],
      mayEdit: true,
      mayDelete: true,
    });
    const seenByVisitor = await feed(groups.open, null);
    expect(seenByVisitor.find((item) => item.id === post.id)).toMatchObject({
      mayEdit: false,
      mayDelete: false,
    });

    await write(groups.closed, groups.closed.member, "Nur für Mitglieder: die Hallenbelegung.");
    expect((await asVisitor(app()).get(`/api/groups/${groups.closed.slug}/posts`)).statusCode).toBe(403);
    expect(
      (await as(app(), groups.closed.requester).get(`/api/groups/${groups.closed.slug}/posts`)).statusCode,
    ).toBe(403);
    expect(
      (await as(app(), groups.hidden.outsider).get(`/api/groups/${groups.hidden.slug}/posts`)).statusCode,
    ).toBe(404);
    const outsider = await as(app(), groups.open.outsider).post(`/api/groups/${groups.open.slug}/posts`, {
      body: "Hallo",
    });
    expect(outsider.statusCode).toBe(403);
    const empty = await as(app(), groups.open.member).post(`/api/groups/${groups.open.slug}/posts`, {
      body: "   ",
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Bitte schreiben Sie einen Text.");
  });

  it("are marked as announcements and pinned by the group's admins only; pinned ones come first", async () => {
    const refused = await as(app(), groups.open.member).post(`/api/groups/${groups.open.slug}/posts`, {
      body: "Wichtig!",
      announcement: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(GROUP_ADMIN_MARKS);

    const notice = await write(groups.open, groups.open.groupAdmin, "Generalversammlung am 20. März.", true);
    expect(notice.announcement).toBe(true);
    const later = await write(groups.open, groups.open.member, "Wer hat meine Trinkflasche gesehen?");
    const pin = await as(app(), groups.open.member).patch(
      `/api/groups/${groups.open.slug}/posts/${notice.id}`,
      {
        pinned: true,
      },
    );
    expect(pin.statusCode).toBe(403);
    const pinned = await as(app(), groups.open.owner).patch(
      `/api/groups/${groups.open.slug}/posts/${notice.id}`,
      {
        pinned: true,
      },
    );
    expect(pinned.json()).toMatchObject({ pinned: true });
    const items = await feed(groups.open, groups.open.member);
    expect(items[0]!.id).toBe(notice.id);
    expect(items.findIndex((item) => item.id === later.id)).toBeGreaterThan(0);
  });

  it("are edited by their author only, keeping a history that whoever reads the post can read", async () => {
    const post = await write(groups.closed, groups.closed.member, "Probe um 19 Uhr.");
    const byAdmin = await as(app(), groups.closed.groupAdmin).patch(
      `/api/groups/${groups.closed.slug}/posts/${post.id}`,
      {
        body: "Probe um 20 Uhr.",
      },
    );
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(GROUP_POST_AUTHOR_ONLY);

    const edited = await as(app(), groups.closed.member).patch(
      `/api/groups/${groups.closed.slug}/posts/${post.id}`,
      {
        body: "Probe um 19.30 Uhr.",
      },
    );
    expect(edited.json()).toMatchObject({ body: "Probe um 19.30 Uhr.", editedAt: expect.any(String) });
    await as(app(), groups.closed.member).patch(`/api/groups/${groups.closed.slug}/posts/${post.id}`, {
      body: "Probe um 19.45 Uhr.",
    });
    const history = await as(app(), groups.closed.groupAdmin).get(
      `/api/groups/${groups.closed.slug}/posts/${post.id}/revisions`,
    );
    expect(history.statusCode).toBe(200);
    expect(
      history
        .json()
        .map((revision: { version: number; fields: { body: string } }) => [
          revision.version,
          revision.fields.body,
        ]),
    ).toEqual([
      [3, "Probe um 19.45 Uhr."],
      [2, "Probe um 19.30 Uhr."],
      [1, "Probe um 19 Uhr."],
    ]);
    expect(
      (
        await as(app(), groups.closed.owner).get(
          `/api/groups/${groups.closed.slug}/posts/${post.id}/revisions`,
        )
      ).statusCode,
    ).toBe(200);
    const otherMember = await signUp(app());
    expect(
      (await as(app(), otherMember).get(`/api/groups/${groups.closed.slug}/posts/${post.id}/revisions`))
        .statusCode,
    ).toBe(403);
  });

  it("are deleted by their author or the group's admins, with comments, likes and history", async () => {
    const post = await write(groups.open, groups.open.member, "Verkaufe zwei Vereinsshirts, Grösse M.");
    await as(app(), groups.open.member).patch(`/api/groups/${groups.open.slug}/posts/${post.id}`, {
      body: "Verkaufe zwei Vereinsshirts, Grösse L.",
    });
    await writeGroupComment(groups.portal, groups.open, groups.open.owner, post.id, "Ich nehme eines!");
    const byOther = await as(app(), groups.open.requester).delete(
      `/api/groups/${groups.open.slug}/posts/${post.id}`,
    );
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().message).toBe(GROUP_POST_DELETE_FORBIDDEN);
    expect(
      (await as(app(), groups.open.groupAdmin).delete(`/api/groups/${groups.open.slug}/posts/${post.id}`))
        .statusCode,
    ).toBe(204);
    expect((await feed(groups.open, groups.open.member)).some((item) => item.id === post.id)).toBe(false);
    const history = await app()
      .ctx.db.select()
      .from(editorialRevisions)
      .where(eq(editorialRevisions.itemId, String(post.id)));
    expect(history.filter((revision) => revision.kind === "group-post")).toEqual([]);
    expect(
      (await as(app(), groups.open.member).delete(`/api/groups/${groups.open.slug}/posts/${post.id}`))
        .statusCode,
    ).toBe(404);
  });

  it("take comments and a 'Gefällt mir' from members, once per member", async () => {
    const post = await write(
      groups.open,
      groups.open.owner,
      "Helferinnen und Helfer für das Dorffest gesucht.",
    );
    const comment = await as(app(), groups.open.member).post(
      `/api/groups/${groups.open.slug}/posts/${post.id}/comments`,
      { body: "Ich helfe am Samstag." },
    );
    expect(comment.statusCode).toBe(201);
    expect(comment.json()).toMatchObject({ body: "Ich helfe am Samstag.", author: { name: "Mia Suhrer" } });
    const fromOutside = await as(app(), groups.open.outsider).post(
      `/api/groups/${groups.open.slug}/posts/${post.id}/comments`,
      { body: "Ich auch!" },
    );
    expect(fromOutside.statusCode).toBe(403);

    const likeUrl = `/api/groups/${groups.open.slug}/posts/${post.id}/like`;
    await Promise.all([
      as(app(), groups.open.member).post(likeUrl),
      as(app(), groups.open.member).post(likeUrl),
    ]);
    const liked = await as(app(), groups.open.groupAdmin).post(likeUrl);
    expect(liked.json()).toEqual({ likes: 2, likedByViewer: true });
    expect((await as(app(), groups.open.member).delete(likeUrl)).json()).toEqual({
      likes: 1,
      likedByViewer: false,
    });
    expect((await as(app(), groups.open.outsider).post(likeUrl)).statusCode).toBe(403);

    const shown = (await feed(groups.open, groups.open.groupAdmin)).find((item) => item.id === post.id)!;
    expect(shown).toMatchObject({ likes: 1, likedByViewer: true });
    expect(shown.comments).toEqual([
      expect.objectContaining({ body: "Ich helfe am Samstag.", mayDelete: true }),
    ]);

    const commentId = comment.json().id;
    expect(
      (
        await as(app(), groups.open.requester).delete(
          `/api/groups/${groups.open.slug}/posts/${post.id}/comments/${commentId}`,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await as(app(), groups.open.member).delete(
          `/api/groups/${groups.open.slug}/posts/${post.id}/comments/${commentId}`,
        )
      ).statusCode,
    ).toBe(204);
  });

  it("offer 'Melden' (mayReport) on what others wrote, to visitors too (their button asks them to sign in), never on one's own", async () => {
    const post = await write(groups.open, groups.open.member, "Wer fährt mit zum Turnier?");
    const reply = await writeGroupComment(
      groups.portal,
      groups.open,
      groups.open.groupAdmin,
      post.id,
      "Ich, mit zwei Plätzen.",
    );
    expect([post.mayReport, reply.mayReport]).toEqual([false, false]);
    const offeredTo = async (who: Member | null) => {
      const shown = (await feed(groups.open, who)).find((item) => item.id === post.id)!;
      return { post: shown.mayReport, comment: shown.comments[0]?.mayReport };
    };
    expect(await offeredTo(groups.open.member)).toEqual({ post: false, comment: true });
    expect(await offeredTo(groups.open.groupAdmin)).toEqual({ post: true, comment: false });
    expect(await offeredTo(groups.open.outsider)).toEqual({ post: true, comment: true });
    expect(await offeredTo(null)).toEqual({ post: true, comment: true });
  });

  it("stay when their author's account is gone, as a former member's", async () => {
    const leaving = await signUp(app(), { firstName: "Lea", lastName: "Weg" });
    await as(app(), leaving).post(`/api/groups/${groups.open.slug}/join`);
    const post = await write(groups.open, leaving, "Danke für die schöne Zeit im Verein!");
    await app().ctx.db.delete(users).where(eq(users.id, leaving.user.id));
    const kept = (await feed(groups.open, null)).find((item) => item.id === post.id);
    expect(kept).toMatchObject({
      body: "Danke für die schöne Zeit im Verein!",
      author: { userId: null, name: FORMER_MEMBER },
    });
  });

  it("name no one who has left the group: their posts and comments stay, as a former member's", async () => {
    const leaving = await signUp(app(), { firstName: "Lukas", lastName: "Fortgezogen" });
    await as(app(), leaving).post(`/api/groups/${groups.open.slug}/join`);
    const post = await write(groups.open, leaving, "Ich ziehe nach Aarau, macht es gut!");
    await writeGroupComment(groups.portal, groups.open, leaving, post.id, "Und danke für alles.");
    const whileMember = (await feed(groups.open, null)).find((item) => item.id === post.id);
    expect(whileMember?.author).toEqual({ userId: leaving.user.id, name: "Lukas Fortgezogen" });

    expect((await as(app(), leaving).post(`/api/groups/${groups.open.slug}/leave`)).statusCode).toBe(204);
    const kept = (await feed(groups.open, null)).find((item) => item.id === post.id);
    expect(kept).toMatchObject({
      body: "Ich ziehe nach Aarau, macht es gut!",
      author: { userId: null, name: FORMER_MEMBER },
      comments: [{ body: "Und danke für alles.", author: { userId: null, name: FORMER_MEMBER } }],
    });
  });

  it("come page by page, newest first", async () => {
    const cast = groups.hidden;
    for (const day of ["Montag", "Dienstag", "Mittwoch"])
      await write(cast, cast.member, `Treffen am ${day}.`);
    const first = await as(app(), cast.member).get(`/api/groups/${cast.slug}/posts?limit=2`);
    expect(first.json().map((post: GroupPost) => post.body)).toEqual([
      "Treffen am Mittwoch.",
      "Treffen am Dienstag.",
    ]);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.link as string)?.[1];
    expect(next).toBeDefined();
    const second = await as(app(), cast.member).get(next!.replace(/^https?:\/\/[^/]+/, ""));
    expect(second.json().map((post: GroupPost) => post.body)).toEqual(["Treffen am Montag."]);
  });
});
