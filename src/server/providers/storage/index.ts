import path from "node:path";
import type { Config } from "../../config";
import type { ObjectStorage } from "./types";

export {
  isSafeObjectKey,
  type ObjectStorage,
  PRIVATE_OBJECT_PREFIX,
  type StoredObject,
} from "./types";

/** S3 when S3_BUCKET is set, else files under DATA_DIR/objects; the AWS SDK is loaded only when needed. */
export async function createObjectStorage(config: Pick<Config, "dataDir" | "s3">): Promise<ObjectStorage> {
  if (config.s3) {
    const { S3Storage } = await import("./s3");
    return new S3Storage(config.s3);
  }
  const { FilesystemStorage } = await import("./filesystem");
  return new FilesystemStorage(path.join(config.dataDir, "objects"));
}
