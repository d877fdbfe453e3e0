import { z } from "zod";
import { JOB_STATES, POPULATION_STEPS } from "../constants/sample-data";
import { zText } from "./fields";

// The sample-data API's contract (spec part 2, section 3: "email, success, error, userId, type,
// user or entity, id"), shared by the admin page and the routes' OpenAPI description.

const ZSampleDataResultSchema = z.object({
  success: z.boolean(),
  /** Set when the item already existed: reported, not created again. */
  existing: z.boolean(),
  error: zText().nullable(),
  email: zText().nullable(),
  userId: zText().nullable(),
  type: zText(),
  /** What the item is: a person's name, a business name, a campaign title. */
  entity: zText(),
  id: zText().nullable(),
});
export type TSampleDataResult = z.infer<typeof ZSampleDataResultSchema>;

export const ZDemoUsersResponseSchema = z.object({
  password: zText(),
  created: z.number(),
  total: z.number(),
  results: z.array(ZSampleDataResultSchema),
});
export type TDemoUsersResponse = z.infer<typeof ZDemoUsersResponseSchema>;

export const ZPopulateResponseSchema = z.object({
  /** Users whose data was populated without an error. */
  successful: z.number(),
  total: z.number(),
  results: z.array(ZSampleDataResultSchema),
});
export type TPopulateResponse = z.infer<typeof ZPopulateResponseSchema>;

export const ZProfilesResponseSchema = z.object({ count: z.number(), results: z.array(ZSampleDataResultSchema) });
export type TProfilesResponse = z.infer<typeof ZProfilesResponseSchema>;

const ZStep = z.enum(POPULATION_STEPS);

const ZPopulationStatsSchema = z.object({
  /** Operations (one per item written or found in place) that succeeded, and those that failed. */
  successful: z.number(),
  failed: z.number(),
  /** Rows now in place per step (found or created). */
  counts: z.record(zText(), z.number()),
  /** The first errors met (step and message), so a failed operation is never silent. */
  errors: z.array(zText()),
  password: zText(),
  logins: z.array(z.object({ email: zText(), role: zText(), name: zText() })),
});
export type TPopulationStats = z.infer<typeof ZPopulationStatsSchema>;

const ZPopulationJobSchema = z.object({
  id: zText(),
  state: z.enum(JOB_STATES),
  /** The step now running (or the last one), with steps done out of the total. */
  step: ZStep.nullable(),
  done: z.number(),
  total: z.number(),
  startedAt: zText(),
  finishedAt: zText().nullable(),
  error: zText().nullable(),
  stats: ZPopulationStatsSchema.nullable(),
});
export type TPopulationJob = z.infer<typeof ZPopulationJobSchema>;

export const ZPopulationJobResponseSchema = z.object({ job: ZPopulationJobSchema.nullable() });
