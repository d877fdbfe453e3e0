import { S3Client } from "@aws-sdk/client-s3";
import type { S3Settings } from "../../env-s3";

/** How long opening a connection to the store may take. */
const CONNECT_TIMEOUT_MS = 5_000;
/**
 * How long a connection may sit idle mid-request. Not a limit on the whole request: a 50 MB
 * download to a slow phone takes as long as it takes, but a store that stops answering does not
 * hold an upload or a download open for ever, and a body a route fetched and then never read (it
 * refused the reader after all) gives its connection back.
 */
const IDLE_TIMEOUT_MS = 60_000;

/**
 * The AWS SDK's S3 client for any S3-compatible store. Checksums are sent and checked only where
 * S3 requires them: the SDK's default (a CRC32 on every upload, and on each part of a multipart
 * one) is refused or misread by many compatible stores, and TLS already guards the bytes on the way.
 */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint && { endpoint: settings.endpoint }),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials && { credentials: settings.credentials }),
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, socketTimeout: IDLE_TIMEOUT_MS },
  });
}
