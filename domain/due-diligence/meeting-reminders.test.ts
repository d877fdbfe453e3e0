import { describe, expect, it } from "vitest";
import { checkReminder, plannedReminders, reminderDedupeKey } from "./meeting-reminders";

const START = new Date("2099-03-10T08:15:00Z");
const MEETING = { id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", startsAt: START };
const hoursBefore = (h: number) => new Date(START.getTime() - h * 3_600_000);

describe("plannedReminders", () => {
  it("plans one reminder 24 hours and one 1 hour before the start, for each party", () => {
    const planned = plannedReminders(MEETING, ["investor", "founder"], hoursBefore(72));
    expect(planned.map((r) => [r.offset, r.recipientId, r.runAt.toISOString()])).toEqual([
      ["24h", "investor", "2099-03-09T08:15:00.000Z"],
      ["24h", "founder", "2099-03-09T08:15:00.000Z"],
      ["1h", "investor", "2099-03-10T07:15:00.000Z"],
      ["1h", "founder", "2099-03-10T07:15:00.000Z"],
    ]);
    expect(new Set(planned.map((r) => r.dedupeKey)).size).toBe(4);
  });

  it.each([
    [25, ["24h", "1h"]],
    [24, ["1h"]],
    [5, ["1h"]],
    [1, []],
    [0.5, []],
  ])("approved %s hours before the start plans %o", (hours, offsets) => {
    expect(plannedReminders(MEETING, ["investor"], hoursBefore(hours)).map((r) => r.offset)).toEqual(offsets);
  });

  it("names each reminder by meeting, start, offset and recipient: a moved meeting gets new names", () => {
    const key = reminderDedupeKey(MEETING.id, START, "1h", "founder");
    expect(key).toBe(`meeting-reminder:${MEETING.id}:2099-03-10T08:15:00.000Z:1h:founder`);
    expect(reminderDedupeKey(MEETING.id, hoursBefore(-1), "1h", "founder")).not.toBe(key);
  });
});

describe("checkReminder", () => {
  const planned24 = { startsAt: START, offset: "24h" as const };
  const planned1 = { startsAt: START, offset: "1h" as const };
  const scheduled = { status: "scheduled" as const, startsAt: START };

  it("sends while the meeting is scheduled at the planned start", () => {
    expect(checkReminder(scheduled, planned24, hoursBefore(24))).toBe("send");
    expect(checkReminder(scheduled, planned1, hoursBefore(1))).toBe("send");
  });

  it.each(["pending_approval", "cancelled", "completed"] as const)("sends nothing for a %s meeting", (status) => {
    expect(checkReminder({ status, startsAt: START }, planned1, hoursBefore(1))).toBe("not_scheduled");
  });

  it("sends nothing for a meeting whose start moved", () => {
    expect(checkReminder({ ...scheduled, startsAt: hoursBefore(-2) }, planned1, hoursBefore(1))).toBe("moved");
  });

  it("leaves a late 24-hour reminder to the 1-hour one, and any reminder once the meeting started", () => {
    expect(checkReminder(scheduled, planned24, hoursBefore(1.5))).toBe("send");
    expect(checkReminder(scheduled, planned24, hoursBefore(1))).toBe("too_late");
    expect(checkReminder(scheduled, planned1, hoursBefore(0.1))).toBe("send");
    expect(checkReminder(scheduled, planned1, START)).toBe("too_late");
  });
});
