import { HeadBucketCommand } from "@aws-sdk/client-s3";
import type { S3Settings } from "../../env-s3";
import type { Storage } from "../storage";
import { type BucketProbe, createBucketProbe } from "./bucket-probe";
import { createS3Client } from "./s3-client";
import { createS3Storage } from "./s3-storage";

export type OpenedBucket = { storage: Storage; probe: BucketProbe };

/**
 * The bucket's storage, once the bucket answers: a wrong name, address or key stops the server at
 * start with the reason, instead of failing the first upload an hour later. The probe asks the
 * same question again whenever /api/ready is asked.
 */
export async function openBucket(settings: S3Settings): Promise<OpenedBucket> {
  const client = createS3Client(settings);
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
  } catch (error) {
    client.destroy();
    const where = settings.endpoint ?? `AWS S3 (${settings.region})`;
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const reason = status ? `HTTP ${status}` : error instanceof Error ? error.message : String(error);
    throw new Error(
      `The bucket ${settings.bucket} at ${where} cannot be used (${reason}): check S3_BUCKET, S3_ENDPOINT and the keys`,
    );
  }
  return {
    storage: createS3Storage({ client, bucket: settings.bucket }),
    probe: createBucketProbe(client, settings.bucket),
  };
}
