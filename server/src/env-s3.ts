// The S3_* settings read together: S3_BUCKET turns the bucket on, and the others must make sense
// with it. A half-configured bucket is refused at start rather than found at the first upload.

export type S3Settings = {
  bucket: string;
  /** Unset: AWS S3 itself, in `region`. */
  endpoint?: string;
  region: string;
  /** Unset: the AWS SDK's own credential chain (AWS_* variables, an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
};

type S3Variables = {
  S3_BUCKET?: string;
  S3_ENDPOINT?: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE: boolean;
};

/** S3's rule for bucket names (lower case, digits, dots and hyphens, 3 to 63 characters). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function invalid(name: string, message: string): never {
  throw new Error(`Invalid configuration:\n  ${name}: ${message}`);
}

/** The bucket's settings, or null when S3_BUCKET is unset (files stay on local disk). */
export function s3SettingsOf(env: S3Variables): S3Settings | null {
  const keys = [env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (!env.S3_BUCKET) {
    const stray = env.S3_ENDPOINT ? "S3_ENDPOINT" : keys.some(Boolean) ? "S3_ACCESS_KEY_ID" : null;
    if (stray) invalid("S3_BUCKET", `required when ${stray} is set (files would silently stay on local disk)`);
    return null;
  }
  if (!BUCKET_NAME.test(env.S3_BUCKET)) invalid("S3_BUCKET", "not a bucket name (a-z, 0-9, '.' and '-', 3 to 63)");
  if (env.S3_ENDPOINT !== undefined && !/^https?:\/\/[^/]/.test(env.S3_ENDPOINT)) {
    invalid("S3_ENDPOINT", "an http:// or https:// address");
  }
  const [accessKeyId, secretAccessKey] = keys;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    invalid(accessKeyId ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID", "set both keys, or neither");
  }
  return {
    bucket: env.S3_BUCKET,
    ...(env.S3_ENDPOINT && { endpoint: env.S3_ENDPOINT }),
    region: env.S3_REGION,
    ...(accessKeyId && secretAccessKey && { credentials: { accessKeyId, secretAccessKey } }),
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}
