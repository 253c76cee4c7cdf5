import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  type HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { describe, expect, it } from "vitest";
import { FilesystemStorage } from "./filesystem";
import { createObjectStorage } from "./index";
import { createS3Client, type S3Sender, S3Storage } from "./s3";

const options = {
  bucket: "dorfportal",
  endpoint: "http://minio.local:9000",
  region: "eu-central-2",
  accessKeyId: undefined,
  secretAccessKey: undefined,
};

/** A stand-in for the SDK client: records each command and answers from a script (no S3 server here). */
function fakeClient(answer: (command: unknown) => unknown) {
  const sent: unknown[] = [];
  const client = {
    send: async (command: unknown) => {
      sent.push(command);
      return answer(command);
    },
  } as unknown as S3Sender;
  return { client, sent };
}

describe("object storage selection", () => {
  it("uses the data folder unless S3_BUCKET is set", async () => {
    expect(await createObjectStorage({ dataDir: "/tmp/x", s3: undefined })).toBeInstanceOf(FilesystemStorage);
    expect(await createObjectStorage({ dataDir: "/tmp/x", s3: options })).toBeInstanceOf(S3Storage);
  });

  it("builds a path-style client for a self-hosted endpoint with the configured keys", async () => {
    const client = createS3Client({ ...options, accessKeyId: "schluessel", secretAccessKey: "geheim" });
    expect(client.config.forcePathStyle).toBe(true);
    expect(await client.config.region()).toBe("eu-central-2");
    expect(await client.config.credentials()).toMatchObject({
      accessKeyId: "schluessel",
      secretAccessKey: "geheim",
    });
    expect(createS3Client({ bucket: "b", region: "eu-central-2" }).config.forcePathStyle).toBe(false);
  });
});

describe("S3Storage", () => {
  it("puts objects into the bucket under their key with their type", async () => {
    const { client, sent } = fakeClient(() => ({}));
    await new S3Storage(options, client).put("uploads/abc.png", Buffer.from("bild"), "image/png");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeInstanceOf(PutObjectCommand);
    expect((sent[0] as PutObjectCommand).input).toMatchObject({
      Bucket: "dorfportal",
      Key: "uploads/abc.png",
      ContentType: "image/png",
      ContentLength: 4,
    });
  });

  it("deletes an object of the bucket by its key", async () => {
    const { client, sent } = fakeClient(() => ({}));
    await new S3Storage(options, client).delete("private/group-files/abc");
    expect(sent[0]).toBeInstanceOf(DeleteObjectCommand);
    expect((sent[0] as DeleteObjectCommand).input).toMatchObject({
      Bucket: "dorfportal",
      Key: "private/group-files/abc",
    });
  });

  it("reads objects and reports missing ones as absent", async () => {
    const { client, sent } = fakeClient((command) => {
      const key = (command as GetObjectCommand | HeadObjectCommand).input.Key;
      if (key === "uploads/fehlt") {
        throw command instanceof GetObjectCommand
          ? new NoSuchKey({ message: "missing", $metadata: { httpStatusCode: 404 } })
          : new NotFound({ message: "missing", $metadata: { httpStatusCode: 404 } });
      }
      if (key === "uploads/kaputt") {
        throw new S3ServiceException({
          name: "AccessDenied",
          $fault: "client",
          $metadata: { httpStatusCode: 403 },
        });
      }
      return { Body: Readable.from([Buffer.from("bild")]), ContentType: "image/webp", ContentLength: 4 };
    });
    const storage = new S3Storage(options, client);

    const found = await storage.get("uploads/da");
    expect(found).toMatchObject({ contentType: "image/webp", size: 4 });
    expect(sent[0]).toBeInstanceOf(GetObjectCommand);
    expect(await storage.get("uploads/fehlt")).toBeNull();
    expect(await storage.exists("uploads/da")).toBe(true);
    expect(await storage.exists("uploads/fehlt")).toBe(false);
    await expect(storage.get("uploads/kaputt")).rejects.toBeInstanceOf(S3ServiceException);
  });

  it("never sends a key that could climb out of its folder", async () => {
    const { client, sent } = fakeClient(() => ({}));
    const storage = new S3Storage(options, client);
    expect(await storage.get("../geheim")).toBeNull();
    expect(await storage.exists("uploads/../../x")).toBe(false);
    await expect(storage.put("/absolut", Buffer.alloc(1), "image/png")).rejects.toThrow(/unsafe/);
    await expect(storage.delete("uploads/../../x")).rejects.toThrow(/unsafe/);
    expect(sent).toEqual([]);
  });
});
