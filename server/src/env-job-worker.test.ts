import { describe, expect, it } from "vitest";
import { readEnv } from "./env";

// JOB_WORKER=off leaves the job queue to `npm run worker` (decision 040): only possible when
// another process can reach the same queue, which the embedded database does not allow.
describe("readEnv's JOB_WORKER", () => {
  it("runs jobs in the server unless told otherwise", () => {
    expect(readEnv({}).JOB_WORKER).toBe("on");
  });

  it("accepts off with PostgreSQL", () => {
    expect(readEnv({ JOB_WORKER: "off", DATABASE_URL: "postgres://kuza@db.internal/kuza" }).JOB_WORKER).toBe("off");
  });

  it("refuses off on the embedded database, where no worker could run the jobs", () => {
    expect(() => readEnv({ JOB_WORKER: "off" })).toThrow("JOB_WORKER: off needs DATABASE_URL");
  });

  it("refuses a value other than on and off", () => {
    expect(() => readEnv({ JOB_WORKER: "maybe", DATABASE_URL: "postgres://kuza@db.internal/kuza" })).toThrow(
      "JOB_WORKER",
    );
  });
});
