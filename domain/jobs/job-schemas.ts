import { z } from "zod";
import { ADMIN_JOBS_PAGE_SIZE, JOB_STATES } from "./job-states";

// /admin/jobs's API contract: the queue's counts by state and the jobs an admin acts on.

export const ZAdminJobListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_JOBS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TAdminJobListQuery = z.infer<typeof ZAdminJobListQuerySchema>;

const ZAdminJobSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  state: z.enum(JOB_STATES),
  /** Runs so far, and how many it may have. */
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  /** When it runs (pending), or when it was last due (failed). */
  runAt: z.iso.datetime({ offset: true }),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TAdminJob = z.infer<typeof ZAdminJobSchema>;

export const ZAdminJobPageSchema = z.object({
  counts: z.object({ pending: z.number(), running: z.number(), done: z.number(), failed: z.number() }),
  /** Pending and failed jobs, failed first, then by the time they run. */
  items: z.array(ZAdminJobSchema),
  /** Pending and failed jobs in all (the list's total). */
  total: z.number(),
});
export type TAdminJobPage = z.infer<typeof ZAdminJobPageSchema>;

export const ZAdminJobRetryResponseSchema = z.object({ job: ZAdminJobSchema });
