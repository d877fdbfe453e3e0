import { DUE_DILIGENCE_MESSAGES as M, MEETING_DURATION } from "@domain/due-diligence/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meetingHasStarted, meetingInput, meetingRows, setStatus, startedProcess } from "../../testing/due-diligence";
import { notificationsOf } from "../../testing/investments";
import { createTestApp } from "../../testing/test-app";

// Meetings: scheduled by either party, approved only by the other, completed, cancelled; the
// input rules; the .ics file.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

describe("meetings", () => {
  it("keeps the instant and the scheduler's zone, and needs the other party's approval", async () => {
    const { f, i, process } = await startedProcess(t);
    const base = `/api/due-diligence/${process.id}/meetings`;
    const res = await i.client.post(
      base,
      meetingInput({ date: "2099-03-10", time: "14:30", timeZone: "Africa/Nairobi" }),
    );
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    // 14:30 in Nairobi (UTC+3) is 11:30 UTC.
    expect(res.json.meeting).toMatchObject({
      startsAt: "2099-03-10T11:30:00.000Z",
      timeZone: "Africa/Nairobi",
      status: "pending_approval",
      scheduledBy: "investor",
      scheduledByName: "Kofi Investor",
      durationMinutes: 60,
    });
    const id = res.json.meeting.id as string;
    expect((await notificationsOf(t, f.profile.id)).some((n) => n.type === "meeting")).toBe(true);

    const own = await i.client.post(`${base}/${id}`, { action: "approve" });
    expect(own.status).toBe(409);
    expect(own.json.error.message).toBe(M.meetingOwnApproval);
    expect((await i.client.post(`${base}/${id}`, { action: "complete" })).status).toBe(409);
    const approved = await f.client.post(`${base}/${id}`, { action: "approve" });
    expect(approved.json.meeting.status).toBe("scheduled");
    expect((await f.client.post(`${base}/${id}`, { action: "approve" })).status).toBe(409);
    await meetingHasStarted(t, id);
    const completed = await i.client.post(`${base}/${id}`, { action: "complete" });
    expect(completed.json.meeting.status).toBe("completed");
    expect((await i.client.post(`${base}/${id}`, { action: "cancel" })).status).toBe(409);
    expect((await meetingRows(t, process.id)).map((m) => m.status)).toEqual(["completed"]);
  });

  it("completes a meeting only once its start time has passed, so Q&A cannot pass before it is held", async () => {
    const { f, i, process } = await startedProcess(t);
    await setStatus(t, process.id, "q&a_scheduled");
    const base = `/api/due-diligence/${process.id}/meetings`;
    const id = (await i.client.post(base, meetingInput())).json.meeting.id as string;
    expect((await f.client.post(`${base}/${id}`, { action: "approve" })).json.meeting.status).toBe("scheduled");
    const early = await f.client.post(`${base}/${id}`, { action: "complete" });
    expect(early.status).toBe(409);
    expect(early.json.error).toMatchObject({ code: "CONFLICT", message: M.meetingNotStarted });
    expect((await meetingRows(t, process.id)).map((m) => m.status)).toEqual(["scheduled"]);
    expect((await i.client.post(`/api/due-diligence/${process.id}/advance`, {})).status).toBe(409);

    await meetingHasStarted(t, id);
    expect((await f.client.post(`${base}/${id}`, { action: "complete" })).json.meeting.status).toBe("completed");
    expect((await i.client.post(`/api/due-diligence/${process.id}/advance`, {})).status).toBe(200);
  });

  it("lets the other party decline a proposal (cancelled) and either party cancel", async () => {
    const { f, i, process } = await startedProcess(t);
    const base = `/api/due-diligence/${process.id}/meetings`;
    const first = (await f.client.post(base, meetingInput())).json.meeting.id;
    expect((await f.client.post(`${base}/${first}`, { action: "decline" })).status).toBe(409);
    expect((await i.client.post(`${base}/${first}`, { action: "decline" })).json.meeting.status).toBe("cancelled");
    const second = (await f.client.post(base, meetingInput())).json.meeting.id;
    expect((await f.client.post(`${base}/${second}`, { action: "cancel" })).json.meeting.status).toBe("cancelled");
  });

  it.each([
    [{ date: "2001-01-01" }, "date", M.dateInPast],
    [{ time: "" }, "time", M.timeRequired],
    [{ meetingLink: "" }, "meetingLink", M.linkRequired],
    [{ meetingLink: "javascript:alert(1)" }, "meetingLink", M.linkInvalid],
    [{ durationMinutes: 20 }, "durationMinutes", M.durationRange],
    [{ durationMinutes: MEETING_DURATION.max + 15 }, "durationMinutes", M.durationRange],
    [{ timeZone: "Mars/Olympus" }, "timeZone", M.timeZoneInvalid],
  ])("refuses %o (400 on %s)", async (overrides, field, message) => {
    const { i, process } = await startedProcess(t);
    const res = await i.client.post(`/api/due-diligence/${process.id}/meetings`, meetingInput(overrides));
    expect(res.status).toBe(400);
    expect(res.json.error.fields[field]).toContain(message);
    expect(await meetingRows(t, process.id)).toHaveLength(0);
  });

  it("serves an .ics file with CRLF lines, a UID and DTSTART in UTC", async () => {
    const { f, i, process } = await startedProcess(t);
    const base = `/api/due-diligence/${process.id}/meetings`;
    const input = meetingInput({
      date: "2099-03-10",
      time: "09:15",
      timeZone: "Africa/Lagos",
      durationMinutes: 90,
      agenda: "Cap table, terms; next steps",
    });
    const id = (await i.client.post(base, input)).json.meeting.id;
    const res = await f.client.get(`${base}/${id}/ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/calendar");
    expect(res.headers.get("content-disposition")).toContain(".ics");
    const text = res.json as string;
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.split("\r\n").every((line) => !line.includes("\n"))).toBe(true);
    expect(text).toContain(`UID:${id}@kuza\r\n`);
    // 09:15 in Lagos (UTC+1) is 08:15 UTC; 90 minutes later is 09:45 UTC.
    expect(text).toContain("DTSTART:20990310T081500Z\r\n");
    expect(text).toContain("DTEND:20990310T094500Z\r\n");
    expect(text).toContain("SUMMARY:Due Diligence Meeting with Shamba Fresh\r\n");
    expect(text).toContain("Cap table\\, terms\\; next steps");
    expect(text).toContain("STATUS:TENTATIVE");
    expect(text).toContain("METHOD:REQUEST\r\n");
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8; method=REQUEST");
    // The reader is its one attendee, by their own address; the other party's is not in it.
    const unfolded = text.replace(/\r\n /g, "");
    expect(unfolded).toContain(`PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${f.profile.email}\r\n`);
    expect(unfolded).not.toContain(i.profile.email);
    expect(unfolded).toContain(`The due diligence on Kuza: http://localhost:3000/due-diligence/${process.id}`);
    const own = (await i.client.get(`${base}/${id}/ics`)).json as string;
    expect(own.replace(/\r\n /g, "")).toContain(`PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${i.profile.email}\r\n`);
    expect(own).not.toContain(f.profile.email);
  });

  it("serves a cancelled meeting's .ics as a CANCEL of the same UID with a higher SEQUENCE", async () => {
    const { f, i, process } = await startedProcess(t);
    const base = `/api/due-diligence/${process.id}/meetings`;
    const id = (await i.client.post(base, meetingInput())).json.meeting.id;
    expect((await f.client.get(`${base}/${id}/ics`)).json).toContain("SEQUENCE:0\r\n");
    await f.client.post(`${base}/${id}`, { action: "approve" });
    expect((await f.client.get(`${base}/${id}/ics`)).json).toContain("SEQUENCE:1\r\n");
    await i.client.post(`${base}/${id}`, { action: "cancel" });
    const res = await f.client.get(`${base}/${id}/ics`);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(res.json).toContain("METHOD:CANCEL\r\n");
    expect(res.json).toContain(`UID:${id}@kuza\r\n`);
    expect(res.json).toContain("SEQUENCE:2\r\n");
    expect(res.json).toContain("STATUS:CANCELLED\r\n");
  });

  it("answers 404 for the .ics of a meeting to anyone but the two parties", async () => {
    const { i, process } = await startedProcess(t);
    const base = `/api/due-diligence/${process.id}/meetings`;
    const id = (await i.client.post(base, meetingInput())).json.meeting.id;
    const other = await startedProcess(t);
    expect((await other.f.client.get(`${base}/${id}/ics`)).status).toBe(404);
    expect((await other.i.client.get(`${base}/${id}/ics`)).status).toBe(404);
    // The right meeting through another process's path is not found either.
    expect((await other.i.client.get(`/api/due-diligence/${other.process.id}/meetings/${id}/ics`)).status).toBe(404);
  });
});
