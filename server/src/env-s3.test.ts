import { describe, expect, it } from "vitest";
import { readEnv } from "./env";

// Choosing the storage from the environment: local disk unless S3_BUCKET is set, and a
// half-configured bucket refused at start with the variable to fix.

const read = (extra: Record<string, string>) => readEnv({ NODE_ENV: "test", ...extra });

describe("the S3_* settings", () => {
  it("leave files on local disk when S3_BUCKET is unset", () => {
    expect(read({}).s3).toBeNull();
    expect(read({ S3_BUCKET: " ", S3_REGION: "eu-west-1", S3_FORCE_PATH_STYLE: "true" }).s3).toBeNull();
  });

  it("read a MinIO-style bucket: its address, keys and path-style requests", () => {
    const env = read({
      S3_BUCKET: "kuza-files",
      S3_ENDPOINT: "http://minio.internal:9000",
      S3_ACCESS_KEY_ID: "kuza",
      S3_SECRET_ACCESS_KEY: "a-long-secret",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(env.s3).toEqual({
      bucket: "kuza-files",
      endpoint: "http://minio.internal:9000",
      region: "us-east-1",
      credentials: { accessKeyId: "kuza", secretAccessKey: "a-long-secret" },
      forcePathStyle: true,
    });
  });

  it("read an AWS bucket with no address and no keys: the SDK's own credentials, host-style", () => {
    expect(read({ S3_BUCKET: "kuza.files-eu", S3_REGION: "eu-west-1" }).s3).toEqual({
      bucket: "kuza.files-eu",
      region: "eu-west-1",
      forcePathStyle: false,
    });
  });

  it.each([
    [{ S3_ENDPOINT: "http://minio:9000" }, /S3_BUCKET: required when S3_ENDPOINT is set/],
    [{ S3_ACCESS_KEY_ID: "kuza", S3_SECRET_ACCESS_KEY: "x" }, /S3_BUCKET: required when S3_ACCESS_KEY_ID is set/],
    [{ S3_BUCKET: "Kuza_Files" }, /S3_BUCKET: not a bucket name/],
    [{ S3_BUCKET: "kz" }, /S3_BUCKET: not a bucket name/],
    [{ S3_BUCKET: "kuza", S3_ENDPOINT: "minio:9000" }, /S3_ENDPOINT: an http:\/\/ or https:\/\/ address/],
    [{ S3_BUCKET: "kuza", S3_ACCESS_KEY_ID: "kuza" }, /S3_SECRET_ACCESS_KEY: set both keys, or neither/],
    [{ S3_BUCKET: "kuza", S3_SECRET_ACCESS_KEY: "x" }, /S3_ACCESS_KEY_ID: set both keys, or neither/],
    [{ S3_BUCKET: "kuza", S3_FORCE_PATH_STYLE: "yes" }, /S3_FORCE_PATH_STYLE/],
  ])("refuse %j", (extra, message) => {
    expect(() => read(extra)).toThrow(message);
    expect(() => read(extra)).toThrow(/^Invalid configuration:/);
  });
});
