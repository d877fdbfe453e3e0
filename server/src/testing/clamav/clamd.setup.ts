import type { TestProject } from "vitest/node";
import { startClamd } from "./clamd-process";

declare module "vitest" {
  export interface ProvidedContext {
    /** The unix socket of the run's one clamd (testing/clamav/clamd-process.ts). */
    clamdSocket: string;
  }
}

// Vitest global setup of the node projects: one real clamd for the run, on the one-signature
// database (EICAR). It answers PING 30-85 ms after spawn (measured at a load average of 12 on
// this project's 2-core machine; 16 MB resident), and each scan then takes milliseconds. StreamMaxLength is kept small (2 MB) so a
// test can prove the "size limit exceeded" answer with a 3 MB file; the 50 MB files of the
// spec go through a clamd set for them in clamav-scan.reliability.ts.
export const MAIN_SUITE_STREAM_MAX = "2M";

export default async function setup(project: TestProject) {
  const clamd = await startClamd({ streamMaxLength: MAIN_SUITE_STREAM_MAX });
  project.provide("clamdSocket", clamd.socket);
  return clamd.stop;
}
