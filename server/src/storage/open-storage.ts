import path from "node:path";
import type { Env } from "../env";
import type { Logger } from "../lib/logger";
import { createLocalDiskStorage, STALE_UPLOAD_MS, sweepTemporaryFiles } from "./local-disk";
import type { BucketProbe } from "./s3/bucket-probe";
import type { Storage } from "./storage";

/**
 * Where files live, and the probe /api/ready asks of it: null on local disk, which is part of
 * the process's own machine rather than a service that can be down on its own.
 */
export type OpenedStorage = { storage: Storage; bucket: BucketProbe | null };

/** The bucket when S3_BUCKET is set (decision 031), otherwise local disk under <dataDir>/files. */
export async function openStorage(env: Env, logger: Logger): Promise<OpenedStorage> {
  if (env.s3) {
    // Loaded only for a bucket: the AWS SDK is a seventh of the server bundle, and a start on
    // local disk need not evaluate it.
    const { openBucket } = await import("./s3/open-bucket");
    const opened = await openBucket(env.s3);
    logger.info(`uploaded files are stored in the bucket ${env.s3.bucket}`);
    return { storage: opened.storage, bucket: opened.probe };
  }
  const root = path.join(env.dataDir, "files");
  const storage = createLocalDiskStorage({ root });
  // What uploads cut off by a crash left behind (see sweepTemporaryFiles for the age rule). A
  // bucket needs no sweep: an interrupted upload there was never an object.
  const swept = await sweepTemporaryFiles(root, { olderThanMs: env.DATABASE_URL ? STALE_UPLOAD_MS : 0 });
  if (swept > 0) logger.info(`removed ${swept} temporary file(s) left by interrupted uploads`);
  return { storage, bucket: null };
}
