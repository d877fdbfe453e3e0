import type { TestProject } from "vitest/node";
import { startS3rver } from "./s3rver-process";

declare module "vitest" {
  export interface ProvidedContext {
    /** The address of the run's one s3rver (testing/s3/s3rver-process.ts). */
    s3Endpoint: string;
  }
}

// Vitest global setup of the node projects: one real S3-protocol server for the run. Each test
// that needs the bucket driver makes a bucket of its own on it (test-bucket.ts), so tests never
// see each other's objects.
export default async function setup(project: TestProject) {
  const s3rver = await startS3rver();
  project.provide("s3Endpoint", s3rver.endpoint);
  return s3rver.stop;
}
