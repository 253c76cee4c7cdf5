import { describe, expect, it } from "vitest";
import { FORMER_MEMBER, type GroupPost } from "../../../shared/groups/basics";
import { as, type Member, signUp } from "../../test/app";
import { type GroupCast, sharedGroupsOfEachKind, writeGroupComment, writeGroupPost } from "./test-groups";

/**
 * An open group's feed from the response cache for visitors; members' feeds (what they liked and may do)
 * computed; every write that changes the feed shows on the next read.
 */
const groups = sharedGroupsOfEachKind();
const app = () => groups.portal.t.app;
const feedOf = (cast: GroupCast) => `/api/groups/${cast.slug}/posts`;

const visitorFeed = async (cast = groups.open) => {
  const answer = await as(app(), null).get(feedOf(cast));
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as GroupPost[];
};
const memberFeed = async (who: Member) =>
  (await as(app(), who).get(feedOf(groups.open))).json() as GroupPost[];
const postIn = (feed: GroupPost[], id: number) => feed.find((post) => post.id === id);

describe("an open group's feed from the response cache", () => {
  it("is served to visitors from the cache the second time", async () => {
    await writeGroupPost(groups.portal, groups.open, groups.open.member, "Training am Dienstag fällt aus.");
    const first = await as(app(), null).get(feedOf(groups.open));
    const second = () => as(app(), null).get(feedOf(groups.open));
    expect(await groups.portal.t.generationWatch.queriesDuring(second)).toBe(0);
    expect((await second()).body).toBe(first.body);
  });

  it("is computed for members, each with what they liked and may do, and never kept", async () => {
    const post = await writeGroupPost(
      groups.portal,
      groups.open,
      groups.open.member,
      "Wer kommt zum Helferessen?",
    );
    expect(
      (await as(app(), groups.open.owner).post(`${feedOf(groups.open)}/${post.id}/like`)).statusCode,
    ).toBe(200);
    await writeGroupComment(groups.portal, groups.open, groups.open.groupAdmin, post.id, "Ich komme gerne.");
    await visitorFeed();

    expect(postIn(await memberFeed(groups.open.owner), post.id)).toMatchObject({
      likes: 1,
      likedByViewer: true,
    });
    expect(postIn(await memberFeed(groups.open.member), post.id)).toMatchObject({
      likedByViewer: false,
      mayEdit: true,
      mayDelete: true,
    });
    expect(postIn(await memberFeed(groups.open.groupAdmin), post.id)?.comments[0]?.mayDelete).toBe(true);
    const seenByOutsider = postIn(await memberFeed(groups.open.outsider), post.id);
    expect(seenByOutsider).toMatchObject({ likedByViewer: false, mayEdit: false, mayDelete: false });
    expect(seenByOutsider?.comments[0]?.mayDelete).toBe(false);

    const seenByVisitor = postIn(await visitorFeed(), post.id);
    expect(seenByVisitor).toMatchObject({ likes: 1, likedByViewer: false, mayEdit: false, mayDelete: false });
    expect(seenByVisitor?.comments[0]?.mayDelete).toBe(false);
  });

  it("shows each write on the next read", async () => {
    const post = await writeGroupPost(
      groups.portal,
      groups.open,
      groups.open.member,
      "Das Turnfest ist am Samstag.",
    );
    expect(postIn(await visitorFeed(), post.id)?.body).toBe("Das Turnfest ist am Samstag.");

    const path = `${feedOf(groups.open)}/${post.id}`;
    expect(
      (await as(app(), groups.open.member).patch(path, { body: "Das Turnfest ist am Sonntag." })).statusCode,
    ).toBe(200);
    expect(postIn(await visitorFeed(), post.id)?.body).toBe("Das Turnfest ist am Sonntag.");

    expect((await as(app(), groups.open.groupAdmin).patch(path, { pinned: true })).statusCode).toBe(200);
    expect((await visitorFeed())[0]).toMatchObject({ id: post.id, pinned: true });

    const comment = await writeGroupComment(
      groups.portal,
      groups.open,
      groups.open.owner,
      post.id,
      "Bis Sonntag!",
    );
    expect(postIn(await visitorFeed(), post.id)?.comments.map((item) => item.body)).toEqual(["Bis Sonntag!"]);
    expect((await as(app(), groups.open.owner).delete(`${path}/comments/${comment.id}`)).statusCode).toBe(
      204,
    );
    expect(postIn(await visitorFeed(), post.id)?.comments).toEqual([]);

    expect((await as(app(), groups.open.groupAdmin).post(`${path}/like`)).statusCode).toBe(200);
    expect(postIn(await visitorFeed(), post.id)?.likes).toBe(1);
    expect((await as(app(), groups.open.groupAdmin).delete(`${path}/like`)).statusCode).toBe(200);
    expect(postIn(await visitorFeed(), post.id)?.likes).toBe(0);

    expect((await as(app(), groups.open.member).delete(path)).statusCode).toBe(204);
    expect(postIn(await visitorFeed(), post.id)).toBeUndefined();
  });

  it("shows a new name of an author, and a former member, on the next read", async () => {
    const author = await signUp(app(), { firstName: "Lena", lastName: "Lüthi" });
    expect((await as(app(), author).post(`/api/groups/${groups.open.slug}/join`)).statusCode).toBe(200);
    const post = await writeGroupPost(groups.portal, groups.open, author, "Ich bin neu im Verein.");
    expect(postIn(await visitorFeed(), post.id)?.author.name).toBe("Lena Lüthi");

    const renamed = await as(app(), author).patch("/api/profile", { firstName: "Helena", lastName: "Lüthi" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(postIn(await visitorFeed(), post.id)?.author.name).toBe("Helena Lüthi");

    expect((await as(app(), author).post(`/api/groups/${groups.open.slug}/leave`)).statusCode).toBe(204);
    expect(postIn(await visitorFeed(), post.id)?.author).toEqual({ userId: null, name: FORMER_MEMBER });
  });

  it("ends for visitors when the group closes or the team suspends it, and comes back", async () => {
    await visitorFeed();
    const group = `/api/groups/${groups.open.slug}`;
    expect((await as(app(), groups.open.owner).patch(group, { visibility: "closed" })).statusCode).toBe(200);
    expect((await as(app(), null).get(feedOf(groups.open))).statusCode).toBe(403);
    expect((await as(app(), groups.open.owner).patch(group, { visibility: "open" })).statusCode).toBe(200);
    await visitorFeed();

    const suspend = `/api/admin/groups/${groups.open.slug}`;
    expect(
      (await as(app(), groups.portal.editor).post(`${suspend}/suspend`, { reason: "Spam" })).statusCode,
    ).toBe(200);
    expect((await as(app(), null).get(feedOf(groups.open))).statusCode).not.toBe(200);
    expect((await as(app(), groups.portal.editor).post(`${suspend}/reinstate`, {})).statusCode).toBe(200);
    await visitorFeed();
  });

  it("never keeps a closed group's posts, which its members read", async () => {
    await writeGroupPost(
      groups.portal,
      groups.closed,
      groups.closed.member,
      "Nur für Mitglieder: die Hallenbelegung.",
    );
    const entries = app().responseCache.size.entries;
    expect((await as(app(), groups.closed.member).get(feedOf(groups.closed))).statusCode).toBe(200);
    expect((await as(app(), null).get(feedOf(groups.closed))).statusCode).toBe(403);
    expect(app().responseCache.size.entries).toBe(entries);
  });
});
