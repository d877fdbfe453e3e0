import { randomBytes } from "node:crypto";
import { CreateBucketCommand, ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import { inject } from "vitest";
import type { S3Settings } from "../../env-s3";
import { createS3Client } from "../../storage/s3/s3-client";
import { S3RVER_CREDENTIALS, S3RVER_REGION } from "./s3rver-process";

// A fresh bucket on the run's s3rver (s3rver.setup.ts) for one test or one test file, with the
// settings and environment that point the driver or a whole test app at it.

export type TestBucket = {
  settings: S3Settings;
  /** The S3_* variables for createTestApp({ env }). */
  env: Record<string, string>;
  client: S3Client;
  /** Every object name in the bucket, sorted: what a reader of the bucket itself would see. */
  objectNames: () => Promise<string[]>;
};

export const createTestBucket = (): Promise<TestBucket> => createBucketOn(inject("s3Endpoint"));

/** A fresh bucket on the s3rver at `endpoint` (a test that starts its own, out of the Vitest setup). */
export async function createBucketOn(endpoint: string): Promise<TestBucket> {
  const bucket = `kuza-test-${randomBytes(6).toString("hex")}`;
  const settings: S3Settings = {
    bucket,
    endpoint,
    region: S3RVER_REGION,
    credentials: S3RVER_CREDENTIALS,
    forcePathStyle: true,
  };
  const client = createS3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: S3RVER_REGION,
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    client,
    objectNames: async () => {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return names.sort();
    },
  };
}
