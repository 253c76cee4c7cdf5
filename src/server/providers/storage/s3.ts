import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { isSafeObjectKey, type ObjectStorage, type StoredObject } from "./types";

export interface S3Options {
  bucket: string;
  /** MinIO, Ceph, Exoscale SOS …; unset means AWS itself. */
  endpoint?: string;
  region: string;
  /** Without a key pair the SDK's usual sources apply (environment of the host, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** The part of the SDK client the store uses (a stand-in in tests, where no S3 server runs). */
export type S3Sender = Pick<S3Client, "send">;

export function createS3Client(options: S3Options): S3Client {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    // Self-hosted S3 servers rarely have a DNS name per bucket.
    forcePathStyle: Boolean(options.endpoint),
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);

/** Objects in one bucket of an S3-compatible store, under the same keys as on the filesystem. */
export class S3Storage implements ObjectStorage {
  constructor(
    private readonly options: S3Options,
    private readonly client: S3Sender = createS3Client(options),
  ) {}

  private key(key: string) {
    if (!isSafeObjectKey(key)) throw new Error(`unsafe object key: ${key}`);
    return key;
  }

  async put(key: string, bytes: Buffer, contentType: string) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.key(key),
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isSafeObjectKey(key)) return null;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      if (!answer.Body) return null;
      return {
        body: answer.Body as Readable,
        contentType: answer.ContentType ?? "application/octet-stream",
        size: answer.ContentLength ?? 0,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.key(key) }));
  }

  async exists(key: string) {
    if (!isSafeObjectKey(key)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }
}
