import { describe, expect, it } from "vitest";
import { ZModerationActionSchema, ZModerationQueueQuerySchema } from "./moderation-schemas";
import { MODERATION_MESSAGES, MODERATION_NOTE_MAX, REPORT_DETAILS_MAX, REPORT_MESSAGES } from "./report-constants";
import { ZCreateReportSchema } from "./report-schemas";

const valid = { targetType: "business", targetId: "5f0c9a5e-1b7e-4f55-9c36-8d7d1d1e2f3a", reason: "scam" };

/** The first message zod gives for `input`, or null when it parses. */
function problem(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error?.issues[0]?.message ?? "?");
}

describe("ZCreateReportSchema", () => {
  it.each<[string, Record<string, unknown>, string | null]>([
    ["a business with a reason", valid, null],
    ["each target type", { ...valid, targetType: "message" }, null],
    ["an investor's user id (not a uuid)", { ...valid, targetType: "investor", targetId: "u_8Jk2pQ" }, null],
    ["details", { ...valid, reason: "other", details: "Asked me to pay a listing fee" }, null],
    ["details at the limit", { ...valid, details: "x".repeat(REPORT_DETAILS_MAX) }, null],
    ["no reason", { ...valid, reason: undefined }, REPORT_MESSAGES.reasonRequired],
    ["a reason off the list", { ...valid, reason: "rude" }, REPORT_MESSAGES.reasonRequired],
    ["an unknown target type", { ...valid, targetType: "user" }, REPORT_MESSAGES.targetRequired],
    ["an empty target id", { ...valid, targetId: "  " }, REPORT_MESSAGES.targetRequired],
    [
      "details over the limit",
      { ...valid, details: "x".repeat(REPORT_DETAILS_MAX + 1) },
      REPORT_MESSAGES.detailsTooLong,
    ],
  ])("%s", (_name, input, expected) => {
    expect(problem(ZCreateReportSchema, input)).toBe(expected);
  });

  it("trims the details and turns empty details into null", () => {
    expect(ZCreateReportSchema.parse({ ...valid, details: "  fee request  " }).details).toBe("fee request");
    expect(ZCreateReportSchema.parse({ ...valid, details: "   " }).details).toBeNull();
    expect(ZCreateReportSchema.parse(valid).details).toBeNull();
  });

  it("refuses a NUL character in the details", () => {
    expect(ZCreateReportSchema.safeParse({ ...valid, details: "a\u0000b" }).success).toBe(false);
  });
});

describe("ZModerationActionSchema", () => {
  it.each<[string, Record<string, unknown>, string | null]>([
    ["dismiss with a note", { action: "dismiss", note: "Nothing wrong" }, null],
    ["unpublish with a note", { action: "unpublish", note: "Fake figures" }, null],
    ["ban with a note", { action: "ban", note: "Fee scam" }, null],
    ["no note", { action: "dismiss" }, MODERATION_MESSAGES.noteRequired],
    ["a blank note", { action: "dismiss", note: "   " }, MODERATION_MESSAGES.noteRequired],
    ["a long note", { action: "ban", note: "x".repeat(MODERATION_NOTE_MAX + 1) }, MODERATION_MESSAGES.noteTooLong],
    ["an unknown action", { action: "delete", note: "x" }, MODERATION_MESSAGES.actionRequired],
  ])("%s", (_name, input, expected) => {
    expect(problem(ZModerationActionSchema, input)).toBe(expected);
  });

  it("pages the queue with bounded limits", () => {
    expect(ZModerationQueueQuerySchema.parse({})).toEqual({ limit: 20, offset: 0 });
    expect(ZModerationQueueQuerySchema.safeParse({ limit: "51" }).success).toBe(false);
  });
});
