import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { isSafeObjectKey, type ObjectStorage } from "./types";

/** Stores objects as files under a folder, with the content type in a sidecar file. */
export class FilesystemStorage implements ObjectStorage {
  constructor(private readonly root: string) {}

  private file(key: string) {
    if (!isSafeObjectKey(key)) throw new Error(`unsafe object key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, bytes: Buffer, contentType: string) {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written aside and renamed, so that a crash never leaves half a file under the real name.
    const temporary = `${target}.${randomUUID()}.tmp`;
    await writeFile(`${target}.type`, contentType);
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  }

  async get(key: string) {
    if (!isSafeObjectKey(key)) return null;
    const target = this.file(key);
    try {
      const [info, contentType] = await Promise.all([stat(target), readFile(`${target}.type`, "utf8")]);
      if (!info.isFile()) return null;
      return { body: createReadStream(target), contentType, size: info.size };
    } catch {
      return null;
    }
  }

  async delete(key: string) {
    const target = this.file(key);
    await Promise.all([rm(target, { force: true }), rm(`${target}.type`, { force: true })]);
  }

  async exists(key: string) {
    if (!isSafeObjectKey(key)) return false;
    try {
      return (await stat(this.file(key))).isFile();
    } catch {
      return false;
    }
  }
}
