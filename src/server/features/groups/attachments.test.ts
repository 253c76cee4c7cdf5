import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { UPLOAD_TOO_LARGE } from "../../../shared/common/constants";
import {
  GROUP_ATTACHMENT_NOT_OWN,
  GROUP_ATTACHMENTS_TOO_MANY,
  GROUP_PDF_REFUSED,
  type GroupAttachment,
  type GroupPost,
} from "../../../shared/groups/basics";
import { groupPostAttachments } from "../../db/schema";
import { as, asVisitor, type Member, signUp } from "../../test/app";
import { UPLOAD_NOT_AN_IMAGE } from "../uploads/service";
import { type GroupCast, sharedGroupsOfEachKind } from "./test-groups";

const groups = sharedGroupsOfEachKind();
const app = () => groups.portal.t.app;

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

function upload(cast: GroupCast, who: Member | null, kind: string, bytes: Buffer, name = "", type = "") {
  const query = new URLSearchParams({ kind, ...(name ? { name } : {}) });
  return app().inject({
    method: "POST",
    url: `/api/groups/${cast.slug}/attachments?${query}`,
    payload: bytes,
    headers: {
      "content-type": type || (kind === "pdf" ? "application/pdf" : "image/png"),
      ...(who ? { cookie: who.cookie } : {}),
    },
  });
}

async function uploaded(cast: GroupCast, who: Member, kind: string, bytes: Buffer, name = "") {
  const response = await upload(cast, who, kind, bytes, name);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as GroupAttachment;
}

const png = (background = "#c00") =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();

async function post(cast: GroupCast, who: Member, attachmentIds: string[]) {
  return as(app(), who).post(`/api/groups/${cast.slug}/posts`, {
    body: "Das Programm fürs Sommerlager ist da.",
    attachmentIds,
  });
}

async function posted(cast: GroupCast, who: Member, attachmentIds: string[]): Promise<GroupPost> {
  const response = await post(cast, who, attachmentIds);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A member who belonged to the group once: invited, joined, left. */
async function formerMember(cast: GroupCast): Promise<Member> {
  const former = await signUp(app());
  const invitation = (await as(app(), cast.owner).post(`/api/groups/${cast.slug}/invitations`)).json();
  const token = new URL(invitation.url).searchParams.get("einladung");
  expect(
    (await as(app(), former).post(`/api/groups/${cast.slug}/join`, { invitation: token })).statusCode,
  ).toBe(200);
  expect((await as(app(), former).post(`/api/groups/${cast.slug}/leave`)).statusCode).toBe(204);
  return former;
}

describe("POST /api/groups/{slug}/attachments", () => {
  it("re-encodes a member's JPEG, dropping its EXIF with GPS, and takes a PNG", async () => {
    const withGps = await sharp({ create: { width: 20, height: 10, channels: 3, background: "#2980b9" } })
      .jpeg()
      .keepMetadata()
      .withExifMerge({
        IFD0: { Make: "Kamera AG" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "47/1 22/1 30/1" },
      })
      .toBuffer();
    expect(withGps.includes(Buffer.from("Kamera AG"))).toBe(true);
    const photo = await uploaded(
      groups.hidden,
      groups.hidden.member,
      "image",
      withGps,
      "C:\\Fotos\\Ausflug.jpeg",
    );
    expect(photo).toMatchObject({ kind: "image", name: "Ausflug.jpg", width: 20, height: 10 });
    expect(
      (await uploaded(groups.hidden, groups.hidden.member, "pdf", PDF, "Protokoll 12.03.2026.PDF")).name,
    ).toBe("Protokoll 12.03.2026.pdf");
    expect(photo.url).toBe(`/api/groups/${groups.hidden.slug}/attachments/${photo.id}`);

    const served = await as(app(), groups.hidden.member).get(photo.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("Kamera AG"))).toBe(false);
    // Not posted yet: its uploader's alone.
    expect((await as(app(), groups.hidden.groupAdmin).get(photo.url)).statusCode).toBe(404);

    expect(await uploaded(groups.open, groups.open.member, "image", await png())).toMatchObject({
      kind: "image",
      name: "Bild.png",
      width: 40,
      height: 30,
    });
  });

  it("refuses a fake PDF, a PDF as a picture, an empty and an oversize file, in German", async () => {
    const fake = await upload(
      groups.open,
      groups.open.member,
      "pdf",
      Buffer.from("<html>kein PDF</html>"),
      "x.pdf",
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe(GROUP_PDF_REFUSED);
    const pdfAsPicture = await upload(groups.open, groups.open.member, "image", PDF, "bild.png");
    expect(pdfAsPicture.statusCode).toBe(415);
    expect(pdfAsPicture.json().message).toBe(UPLOAD_NOT_AN_IMAGE);
    const empty = await upload(groups.open, groups.open.member, "pdf", Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const oversize = await upload(
      groups.open,
      groups.open.member,
      "pdf",
      Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]),
    );
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json().message).toBe(UPLOAD_TOO_LARGE);
    const unknownKind = await upload(groups.open, groups.open.member, "video", PDF);
    expect(unknownKind.statusCode).toBe(400);
    expect(unknownKind.json().message).toBe("Bitte hängen Sie ein Bild oder eine PDF-Datei an.");
  });

  it("forgets an upload that no post took within a day, file and all", async () => {
    const left = await uploaded(groups.open, groups.open.member, "pdf", PDF);
    const { db, storage } = groups.portal.t.app.ctx;
    const [row] = await db
      .update(groupPostAttachments)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(groupPostAttachments.id, left.id))
      .returning();
    expect(await storage.exists(row!.objectKey)).toBe(true);
    await uploaded(groups.open, groups.open.member, "pdf", PDF);
    expect(await storage.exists(row!.objectKey)).toBe(false);
    expect((await as(app(), groups.open.member).get(left.url)).statusCode).toBe(404);
  });

  it("is for the group's members: visitors sign in, others are refused, a private group stays hidden", async () => {
    expect((await upload(groups.open, null, "pdf", PDF)).statusCode).toBe(401);
    expect((await upload(groups.open, groups.open.outsider, "pdf", PDF)).statusCode).toBe(403);
    expect((await upload(groups.hidden, groups.hidden.outsider, "pdf", PDF)).statusCode).toBe(404);
  });
});

describe("a post's files", () => {
  it("of a private group are served to its current members only, a PDF as a download", async () => {
    const pdf = await uploaded(
      groups.hidden,
      groups.hidden.member,
      "pdf",
      PDF,
      '../../etc/Jahres"programm 2026.pdf',
    );
    expect(pdf).toMatchObject({ kind: "pdf", name: "Jahresprogramm 2026.pdf", size: PDF.length });
    const photo = await uploaded(groups.hidden, groups.hidden.member, "image", await png());
    const written = await posted(groups.hidden, groups.hidden.member, [pdf.id, photo.id]);
    expect(written.attachments.map((file) => [file.kind, file.id])).toEqual([
      ["image", photo.id],
      ["pdf", pdf.id],
    ]);
    const feed = (
      await as(app(), groups.hidden.groupAdmin).get(`/api/groups/${groups.hidden.slug}/posts`)
    ).json();
    expect(feed.find((item: GroupPost) => item.id === written.id).attachments).toEqual(written.attachments);

    const byMember = await as(app(), groups.hidden.groupAdmin).get(pdf.url);
    expect(byMember.statusCode).toBe(200);
    expect(byMember.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": 'attachment; filename="Jahresprogramm 2026.pdf"',
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    });
    expect(byMember.rawPayload.equals(PDF)).toBe(true);

    const former = await formerMember(groups.hidden);
    for (const [who, response] of [
      ["visitor", await asVisitor(app()).get(pdf.url)],
      ["outsider", await as(app(), groups.hidden.outsider).get(pdf.url)],
      ["former member", await as(app(), former).get(pdf.url)],
      ["editor", await as(app(), groups.portal.editor).get(photo.url)],
    ] as const) {
      expect(response.statusCode, who).toBe(404);
      expect(response.body, who).not.toContain(groups.hidden.slug);
    }

    // Nor by the store's public addresses, even for someone who learnt the key.
    const [row] = await groups.portal.t.app.ctx.db
      .select({ objectKey: groupPostAttachments.objectKey })
      .from(groupPostAttachments)
      .where(eq(groupPostAttachments.id, photo.id));
    expect((await asVisitor(app()).get(`/objects/${row?.objectKey}`)).statusCode).toBe(404);
    expect((await asVisitor(app()).get(`/img/320/${row?.objectKey}`)).statusCode).toBe(404);
  });

  it("of an open group are public like its posts, and gone with their post", async () => {
    const pdf = await uploaded(groups.open, groups.open.member, "pdf", PDF, "Einladung.pdf");
    const written = await posted(groups.open, groups.open.member, [pdf.id]);
    const byVisitor = await asVisitor(app()).get(pdf.url);
    expect(byVisitor.statusCode).toBe(200);
    expect(byVisitor.headers["cache-control"]).toBe("public, max-age=300");
    expect(byVisitor.headers["content-disposition"]).toBe("attachment; filename=Einladung.pdf");
    const seen = (await asVisitor(app()).get(`/api/groups/${groups.open.slug}/posts`)).json() as GroupPost[];
    expect(seen.find((item) => item.id === written.id)?.attachments).toEqual([pdf]);

    const [row] = await groups.portal.t.app.ctx.db
      .select({ objectKey: groupPostAttachments.objectKey })
      .from(groupPostAttachments)
      .where(eq(groupPostAttachments.id, pdf.id));
    expect(await groups.portal.t.app.ctx.storage.exists(row!.objectKey)).toBe(true);
    expect(
      (await as(app(), groups.open.member).delete(`/api/groups/${groups.open.slug}/posts/${written.id}`))
        .statusCode,
    ).toBe(204);
    expect(await groups.portal.t.app.ctx.storage.exists(row!.objectKey)).toBe(false);
    expect((await as(app(), groups.open.member).get(pdf.url)).statusCode).toBe(404);
    expect((await asVisitor(app()).get(pdf.url)).statusCode).toBe(404);
  });

  it("are only the author's own uploads to this group, each for one post, four pictures and three PDFs", async () => {
    const othersUpload = await uploaded(groups.open, groups.open.groupAdmin, "pdf", PDF);
    const elsewhere = await uploaded(groups.hidden, groups.hidden.member, "pdf", PDF);
    for (const ids of [[othersUpload.id], [elsewhere.id], ["0".repeat(32)]]) {
      const refused = await post(groups.open, groups.open.member, ids);
      expect(refused.statusCode, ids.join()).toBe(400);
      expect(refused.json().message).toBe(GROUP_ATTACHMENT_NOT_OWN);
    }
    const mine = await uploaded(groups.open, groups.open.member, "pdf", PDF);
    await posted(groups.open, groups.open.member, [mine.id]);
    expect((await post(groups.open, groups.open.member, [mine.id])).json().message).toBe(
      GROUP_ATTACHMENT_NOT_OWN,
    );

    const pictures = [];
    for (const colour of ["#100", "#200", "#300", "#400", "#500"])
      pictures.push((await uploaded(groups.open, groups.open.member, "image", await png(colour))).id);
    const tooMany = await post(groups.open, groups.open.member, pictures);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(GROUP_ATTACHMENTS_TOO_MANY);
    // The refused post took none of them.
    expect((await posted(groups.open, groups.open.member, pictures.slice(0, 4))).attachments).toHaveLength(4);
  });
});

describe("GET /api/groups/{slug}/posts/{id}/revisions", () => {
  it("is for whoever may read the post", async () => {
    const write = async (cast: GroupCast) => {
      const written = await posted(cast, cast.member, []);
      await as(app(), cast.member).patch(`/api/groups/${cast.slug}/posts/${written.id}`, {
        body: "Das Programm fürs Herbstlager ist da.",
      });
      return `/api/groups/${cast.slug}/posts/${written.id}/revisions`;
    };
    const openHistory = await write(groups.open);
    const byVisitor = await asVisitor(app()).get(openHistory);
    expect(byVisitor.statusCode).toBe(200);
    expect(byVisitor.json().map((revision: { fields: { body: string } }) => revision.fields.body)).toEqual([
      "Das Programm fürs Herbstlager ist da.",
      "Das Programm fürs Sommerlager ist da.",
    ]);
    expect((await as(app(), groups.open.outsider).get(openHistory)).statusCode).toBe(200);

    const hiddenHistory = await write(groups.hidden);
    expect((await as(app(), groups.hidden.groupAdmin).get(hiddenHistory)).statusCode).toBe(200);
    expect((await asVisitor(app()).get(hiddenHistory)).statusCode).toBe(404);
    expect((await as(app(), groups.hidden.outsider).get(hiddenHistory)).statusCode).toBe(404);
  });
});
