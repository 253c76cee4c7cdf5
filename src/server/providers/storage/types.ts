import type { Readable } from "node:stream";

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
  /** Removes the object; a key that names none is no error. */
  delete(key: string): Promise<void>;
}

/** Keys are slash-separated names of safe characters; nothing may climb out of the store. */
export function isSafeObjectKey(key: string): boolean {
  return /^[a-zA-Z0-9][a-zA-Z0-9._-]*(\/[a-zA-Z0-9][a-zA-Z0-9._-]*)*$/.test(key) && !key.includes("..");
}

/**
 * Objects under this prefix (a private group's files) are served only by routes that check who asks:
 * never by the public /objects/ and /img/ addresses, whatever their key.
 */
export const PRIVATE_OBJECT_PREFIX = "private/";
