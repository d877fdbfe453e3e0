import { describe, expect, it } from "vitest";
import { type IcsMeeting, meetingIcs, meetingIcsFileName } from "./meetings-ics";

// The .ics file's own words follow the language it is asked in; the title and agenda stay the scheduler's.

const MEETING: IcsMeeting = {
  id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  title: "Réunion de due diligence avec Shamba Fresh",
  startsAt: new Date("2099-03-10T08:15:00Z"),
  durationMinutes: 90,
  meetingLink: "https://meet.example.com/abc",
  agenda: "Table de capitalisation, conditions",
  status: "scheduled",
  updatedAt: new Date("2099-03-01T10:00:00Z"),
};
const NOW = new Date("2099-03-02T10:00:00Z");

/** The file's lines with folding undone (RFC 5545: a CRLF and one space continue a line). */
const unfolded = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");

describe("meetingIcs", () => {
  it("writes a French file: the join line in French, the scheduler's own words as they are", () => {
    const lines = unfolded(meetingIcs(MEETING, "fr", NOW));
    expect(lines).toContain("SUMMARY:Réunion de due diligence avec Shamba Fresh");
    expect(lines).toContain(
      "DESCRIPTION:Table de capitalisation\\, conditions\\n\\nRejoindre\u00a0: https://meet.example.com/abc",
    );
    expect(lines).toContain("DTSTART:20990310T081500Z");
    expect(meetingIcsFileName(MEETING.id, "fr")).toBe(`reunion-${MEETING.id}.ics`);
  });

  it("writes the English file as before", () => {
    const lines = unfolded(meetingIcs({ ...MEETING, agenda: null }, "en", NOW));
    expect(lines).toContain("DESCRIPTION:Join: https://meet.example.com/abc");
    expect(meetingIcsFileName(MEETING.id, "en")).toBe(`meeting-${MEETING.id}.ics`);
  });

  it("folds French lines at 75 octets without splitting a character", () => {
    const long = {
      ...MEETING,
      agenda: "Éléments à vérifier : états financiers, prévisions, contrats importants, propriété",
    };
    for (const line of meetingIcs(long, "fr", NOW).split("\r\n")) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain("\ufffd");
    }
  });
});
