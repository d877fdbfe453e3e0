import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { foldLine } from "./ics-format";
import { type MeetingIcsInput, meetingIcs, meetingIcsFileName } from "./meeting-ics";

// The invitation's exact text, its folding and escaping, the CANCEL form, and a parse of it by
// ical.js (Mozilla's parser, the one Thunderbird reads invitations with) that gives back what went in.

const INPUT: MeetingIcsInput = {
  meeting: {
    id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
    title: "Due Diligence Meeting with Shamba Fresh",
    startsAt: new Date("2099-03-10T08:15:00Z"),
    durationMinutes: 90,
    meetingLink: "https://meet.example.com/abc?pwd=1,2;3",
    agenda: "Cap table, terms; next steps\nBring Q3 figures \\ forecasts",
    status: "pending_approval",
    sequence: 0,
    updatedAt: new Date("2099-03-01T10:00:00Z"),
  },
  schedulerName: "Kofi Investor",
  organizerEmail: "no-reply@kuza.local",
  reader: { name: "Amina Founder", email: "amina@example.com", isScheduler: false },
  counterpartName: "Kofi Investor",
  processUrl: "http://localhost:3000/due-diligence/0f0e0d0c-0b0a-4908-8706-050403020100",
  now: new Date("2099-03-02T10:00:00Z"),
};

/** The file's lines with folding undone (RFC 5545: a CRLF and one space continue a line). */
const unfolded = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");

describe("meetingIcs", () => {
  it("writes a proposal as an invitation (REQUEST), line by line, CRLF-ended and folded", () => {
    const ics = meetingIcs(INPUT, "en");
    expect(ics).toBe(
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Kuza//Meetings//EN",
        "CALSCALE:GREGORIAN",
        "METHOD:REQUEST",
        "BEGIN:VEVENT",
        "UID:9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d@kuza",
        "SEQUENCE:0",
        "DTSTAMP:20990302T100000Z",
        "LAST-MODIFIED:20990301T100000Z",
        "DTSTART:20990310T081500Z",
        "DTEND:20990310T094500Z",
        "SUMMARY:Due Diligence Meeting with Shamba Fresh",
        "DESCRIPTION:Cap table\\, terms\\; next steps\\nBring Q3 figures \\\\ forecasts\\n",
        " \\nWith: Kofi Investor\\n\\nJoin: https://meet.example.com/abc?pwd=1\\,2\\;3\\n\\",
        " nThe due diligence on Kuza: http://localhost:3000/due-diligence/0f0e0d0c-0",
        " b0a-4908-8706-050403020100",
        "LOCATION:https://meet.example.com/abc?pwd=1\\,2\\;3",
        "URL:https://meet.example.com/abc?pwd=1,2;3",
        'ORGANIZER;CN="Kofi Investor via Kuza":mailto:no-reply@kuza.local',
        'ATTENDEE;CN="Amina Founder";CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT',
        " =NEEDS-ACTION;RSVP=FALSE:mailto:amina@example.com",
        "STATUS:TENTATIVE",
        "TRANSP:OPAQUE",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    );
  });

  it("writes a cancelled meeting as a CANCEL of the same UID with a higher SEQUENCE", () => {
    const lines = unfolded(
      meetingIcs({ ...INPUT, meeting: { ...INPUT.meeting, status: "cancelled", sequence: 2 } }, "en"),
    );
    expect(lines).toContain("METHOD:CANCEL");
    expect(lines).toContain(`UID:${INPUT.meeting.id}@kuza`);
    expect(lines).toContain("SEQUENCE:2");
    expect(lines).toContain("STATUS:CANCELLED");
    // A cancellation asks nothing of the attendee.
    expect(lines.find((l) => l.startsWith("ATTENDEE"))).not.toContain("PARTSTAT");
  });

  it("marks the reader's own proposal and a scheduled meeting as accepted and confirmed", () => {
    const own = unfolded(meetingIcs({ ...INPUT, reader: { ...INPUT.reader, isScheduler: true } }, "en"));
    expect(own.find((l) => l.startsWith("ATTENDEE"))).toContain("PARTSTAT=ACCEPTED");
    const scheduled = unfolded(meetingIcs({ ...INPUT, meeting: { ...INPUT.meeting, status: "scheduled" } }, "en"));
    expect(scheduled).toContain("STATUS:CONFIRMED");
    expect(scheduled).toContain("METHOD:REQUEST");
    expect(scheduled.find((l) => l.startsWith("ATTENDEE"))).toContain("PARTSTAT=ACCEPTED");
  });

  it("writes Kuza's words in French for a French reader, the scheduler's as they are", () => {
    const lines = unfolded(meetingIcs({ ...INPUT, meeting: { ...INPUT.meeting, agenda: null } }, "fr"));
    expect(lines).toContain(
      "DESCRIPTION:Avec\u00a0: Kofi Investor\\n\\nRejoindre\u00a0: https://meet.example.com/abc?pwd=1\\,2\\;3\\n\\nLa due diligence sur Kuza\u00a0: http://localhost:3000/due-diligence/0f0e0d0c-0b0a-4908-8706-050403020100",
    );
    expect(lines).toContain("SUMMARY:Due Diligence Meeting with Shamba Fresh");
    expect(meetingIcsFileName(INPUT.meeting.id, "fr")).toBe(`reunion-${INPUT.meeting.id}.ics`);
    expect(meetingIcsFileName(INPUT.meeting.id, "en")).toBe(`meeting-${INPUT.meeting.id}.ics`);
  });

  it("quotes names in parameters and keeps quotes and line breaks out of them", () => {
    const reader = { name: 'Ama "Bold"; Mensah:\nCEO', email: "ama@example.com", isScheduler: false };
    const attendee = unfolded(meetingIcs({ ...INPUT, reader }, "en")).find((l) => l.startsWith("ATTENDEE"));
    expect(attendee).toMatch(/^ATTENDEE;CN="Ama 'Bold'; Mensah: CEO";CUTYPE=/);
  });

  it("is read back by ical.js as it was written", () => {
    const title = "Réunion, «\u00a0term sheet\u00a0»; étape 2 \\ suite — ".repeat(3).trim();
    const meeting = { ...INPUT.meeting, title, status: "scheduled" as const, sequence: 1 };
    const calendar = new ICAL.Component(ICAL.parse(meetingIcs({ ...INPUT, meeting }, "fr")));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const vevent = calendar.getFirstSubcomponent("vevent");
    if (!vevent) throw new Error("no VEVENT");
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe(`${INPUT.meeting.id}@kuza`);
    expect(event.summary).toBe(title);
    expect(event.sequence).toBe(1);
    expect(event.startDate.toJSDate().toISOString()).toBe("2099-03-10T08:15:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2099-03-10T09:45:00.000Z");
    expect(event.location).toBe(INPUT.meeting.meetingLink);
    expect(event.description).toBe(
      `${INPUT.meeting.agenda}\n\nAvec\u00a0: Kofi Investor\n\nRejoindre\u00a0: ${INPUT.meeting.meetingLink}\n\nLa due diligence sur Kuza\u00a0: ${INPUT.processUrl}`,
    );
    expect(vevent.getFirstPropertyValue("url")).toBe(INPUT.meeting.meetingLink);
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(event.organizer).toBe("mailto:no-reply@kuza.local");
    expect(vevent.getFirstProperty("organizer")?.getParameter("cn")).toBe("Kofi Investor via Kuza");
    const [attendee] = event.attendees;
    expect(attendee?.getFirstValue()).toBe("mailto:amina@example.com");
    expect(attendee?.getParameter("cn")).toBe("Amina Founder");
    expect(attendee?.getParameter("partstat")).toBe("ACCEPTED");
  });
});

describe("foldLine", () => {
  it("keeps each line within 75 octets and never splits a character", () => {
    const line = `SUMMARY:${"é€😀a".repeat(40)}`;
    const folded = foldLine(line);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const [n, part] of lines.entries()) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
      if (n > 0) expect(part.startsWith(" ")).toBe(true);
      expect(part).not.toContain("\ufffd");
    }
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });

  it("leaves a line of exactly 75 octets whole and folds the 76th", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
    expect(foldLine("x".repeat(75 + 74 + 1))).toBe(`${"x".repeat(75)}\r\n ${"x".repeat(74)}\r\n x`);
  });
});
