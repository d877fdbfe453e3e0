import { describe, expect, it } from "vitest";
import { decideMeeting, hasStarted, todayIn, zonedTimeToUtc } from "./meetings";

describe("meetings", () => {
  it("is approved or declined only by the other party, while pending", () => {
    expect(decideMeeting("approve", "pending_approval", false, true)).toEqual({ ok: true, to: "scheduled" });
    expect(decideMeeting("approve", "pending_approval", true, true)).toEqual({ ok: false, refusal: "own" });
    expect(decideMeeting("decline", "pending_approval", false, true)).toEqual({ ok: true, to: "cancelled" });
    expect(decideMeeting("approve", "scheduled", false, true)).toEqual({ ok: false, refusal: "not_pending" });
  });
  it("completes only when scheduled, cancels while open", () => {
    expect(decideMeeting("complete", "scheduled", true, true)).toEqual({ ok: true, to: "completed" });
    expect(decideMeeting("complete", "pending_approval", false, true).ok).toBe(false);
    expect(decideMeeting("cancel", "scheduled", false, true)).toEqual({ ok: true, to: "cancelled" });
    expect(decideMeeting("cancel", "completed", false, true).ok).toBe(false);
  });
  it("completes only once its start time has passed", () => {
    expect(decideMeeting("complete", "scheduled", true, false)).toEqual({ ok: false, refusal: "not_started" });
    expect(decideMeeting("cancel", "scheduled", true, false)).toEqual({ ok: true, to: "cancelled" });
    const now = new Date("2026-11-25T12:00:00Z");
    expect(hasStarted("2026-11-26T09:00:00Z", now)).toBe(false);
    expect(hasStarted("2026-11-25T12:00:00Z", now)).toBe(true);
    expect(hasStarted(new Date("2026-11-24T09:00:00Z"), now)).toBe(true);
  });
  it("turns a wall-clock time in a zone into the instant, across DST", () => {
    expect(zonedTimeToUtc("2026-11-24", "14:30", "Africa/Lagos").toISOString()).toBe("2026-11-24T13:30:00.000Z");
    expect(zonedTimeToUtc("2026-07-01", "09:00", "Europe/London").toISOString()).toBe("2026-07-01T08:00:00.000Z");
    expect(zonedTimeToUtc("2026-01-01", "09:00", "UTC").toISOString()).toBe("2026-01-01T09:00:00.000Z");
    expect(todayIn("Pacific/Kiritimati", new Date("2026-01-01T12:00:00Z"))).toBe("2026-01-02");
  });
});
