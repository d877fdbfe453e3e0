import { HeadBucketCommand, type S3Client } from "@aws-sdk/client-s3";

/** A readiness probe that gets no answer from the bucket in this time reports it down. */
const PROBE_TIMEOUT_MS = 2_000;

/** Whether the bucket answers right now; asked by /api/ready on every probe of the load balancer. */
export type BucketProbe = { ping: () => Promise<boolean> };

/**
 * HeadBucket, the cheapest call that proves the store is up, the bucket exists and the key may use
 * it (S3 bills it as one GET-class request). Bounded in time: a store that stops answering would
 * otherwise hold each probe for the client's 60 s idle timeout, and the balancer would see a hang
 * rather than a clear 503.
 */
export function createBucketProbe(client: S3Client, bucket: string): BucketProbe {
  return {
    ping: async () => {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }), {
          abortSignal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
        });
        return true;
      } catch {
        return false;
      }
    },
  };
}
