import path from "node:path";
import type { Readable } from "node:stream";
import type { Config } from "../../config";

export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
}

/** Where uploaded and seeded files live: the data folder by default, S3-compatible storage when configured. */
export interface ObjectStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
}

/** Keys are slash-separated names of safe characters; nothing may climb out of the store. */
export function isSafeObjectKey(key: string): boolean {
  return /^[a-zA-Z0-9][a-zA-Z0-9._-]*(\/[a-zA-Z0-9][a-zA-Z0-9._-]*)*$/.test(key) && !key.includes("..");
}

/** S3 when S3_BUCKET is set, else files under DATA_DIR/objects; the AWS SDK is loaded only when needed. */
export async function createObjectStorage(config: Pick<Config, "dataDir" | "s3">): Promise<ObjectStorage> {
  if (config.s3) {
    const { S3Storage } = await import("./s3");
    return new S3Storage(config.s3);
  }
  const { FilesystemStorage } = await import("./filesystem");
  return new FilesystemStorage(path.join(config.dataDir, "objects"));
}
