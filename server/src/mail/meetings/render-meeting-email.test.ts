import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ban } from "../../testing/bans";
import { icsOf, proposedMeeting } from "../../testing/meeting-mail";
import { admin } from "../../testing/messaging";
import { createTestApp, TEST_ORIGIN } from "../../testing/test-app";
import type { MeetingMailEvent } from "./meeting-mail";
import { renderMeetingEmail } from "./render-meeting-email";

// The e-mail of a meeting's proposal, approval and cancellation, for each party: in their
// language and time zone, with the .ics attached (REQUEST, then CANCEL), and null where there is
// nothing true to tell that person.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

const render = (meetingId: string, recipientId: string, event: MeetingMailEvent) =>
  renderMeetingEmail(t.deps, { meetingId, recipientId, event });

const SETTINGS = {
  investor: { timeZone: "Africa/Lagos", locale: "en" },
  founder: { timeZone: "Africa/Nairobi", locale: "fr" },
} as const;

describe("renderMeetingEmail", () => {
  it("tells the other party of a proposal in their language and zone, and asks for their answer", async () => {
    const { f, i, id, process } = await proposedMeeting(t, SETTINGS, { agenda: "Table de capitalisation, conditions" });
    const mail = await render(id, f.profile.id, "proposed");
    const url = `${TEST_ORIGIN}/due-diligence/${process.id}`;
    expect(mail).toMatchObject({
      to: f.profile.email,
      subject: "Réunion proposée\u00a0: Due Diligence Meeting with Shamba Fresh",
    });
    expect(mail?.text).toBe(
      [
        "Bonjour Amina Founder,",
        "",
        "Kofi Investor vous propose une réunion. Elle aura lieu une fois que vous l’aurez approuvée.",
        "",
        "Réunion\u00a0: Due Diligence Meeting with Shamba Fresh",
        "Quand\u00a0: mardi 10 mars 2099 à 11:15 (Africa/Nairobi)",
        "Durée\u00a0: 60 minutes",
        "Rejoindre\u00a0: https://meet.example.com/abc",
        "",
        "Ordre du jour\u00a0:",
        "Table de capitalisation, conditions",
        "",
        "L’approuver ou la décliner sur Kuza",
        url,
        "",
        "La réunion est jointe en invitation de calendrier (.ics)\u00a0: ouvrez-la pour l’ajouter à votre calendrier.",
      ].join("\n"),
    );
    expect(mail?.html).toContain('<html lang="fr">');
    expect(mail?.html).toContain(`<a href="${url}">L’approuver ou la décliner sur Kuza</a>`);
    expect(mail?.attachments).toEqual([
      expect.objectContaining({
        filename: `reunion-${id}.ics`,
        contentType: "text/calendar; charset=utf-8; method=REQUEST",
      }),
    ]);
    const ics = icsOf(mail ?? undefined);
    expect(ics).toContain("METHOD:REQUEST\r\n");
    expect(ics.replace(/\r\n /g, "")).toContain(`PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${f.profile.email}`);
    // The other party's address is in neither the mail nor its file.
    expect(JSON.stringify(mail)).not.toContain(i.profile.email);
  });

  it("tells the party who proposed it that it waits, in English and their zone", async () => {
    const { i, id } = await proposedMeeting(t, SETTINGS);
    const mail = await render(id, i.profile.id, "proposed");
    expect(mail?.subject).toBe("Meeting proposed: Due Diligence Meeting with Shamba Fresh");
    expect(mail?.text).toContain("You proposed a meeting to Shamba Fresh. It takes place once they approve it.");
    expect(mail?.text).toMatch(/^When: Tuesday, March 10, 2099 at 9:15\sAM \(Africa\/Lagos\)$/m);
    expect(mail?.text).toContain("Open the due diligence on Kuza");
    expect(icsOf(mail ?? undefined).replace(/\r\n /g, "")).toContain("PARTSTAT=ACCEPTED");
  });

  it("confirms an approved meeting to both, with an invitation of a higher SEQUENCE", async () => {
    const { f, i, id, act } = await proposedMeeting(t, SETTINGS);
    await act(f, "approve");
    const [toInvestor, toFounder] = await Promise.all([
      render(id, i.profile.id, "approved"),
      render(id, f.profile.id, "approved"),
    ]);
    expect(toInvestor?.subject).toBe("Meeting confirmed: Due Diligence Meeting with Shamba Fresh");
    expect(toInvestor?.text).toContain("Your meeting with Shamba Fresh is confirmed.");
    expect(toFounder?.subject).toBe("Réunion confirmée\u00a0: Due Diligence Meeting with Shamba Fresh");
    expect(toFounder?.text).toContain("Votre réunion avec Kofi Investor est confirmée.");
    for (const mail of [toInvestor, toFounder]) {
      expect(icsOf(mail ?? undefined)).toContain("SEQUENCE:1\r\n");
      expect(icsOf(mail ?? undefined)).toContain("STATUS:CONFIRMED\r\n");
    }
    // A proposal since answered is no longer news.
    expect(await render(id, f.profile.id, "proposed")).toBeNull();
  });

  it("cancels with a CANCEL of the same UID and no link to join", async () => {
    const { f, i, id, act } = await proposedMeeting(t, SETTINGS);
    await act(f, "approve");
    await act(i, "cancel");
    const mail = await render(id, f.profile.id, "cancelled");
    expect(mail?.subject).toBe("Réunion annulée\u00a0: Due Diligence Meeting with Shamba Fresh");
    expect(mail?.text).toContain("Votre réunion avec Kofi Investor est annulée.");
    expect(mail?.text).not.toContain("https://meet.example.com/abc");
    expect(mail?.text).toContain("retire la réunion de votre calendrier");
    expect(mail?.attachments?.[0]?.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    const ics = icsOf(mail ?? undefined);
    expect(ics).toContain("METHOD:CANCEL\r\n");
    expect(ics).toContain(`UID:${id}@kuza\r\n`);
    expect(ics).toContain("SEQUENCE:2\r\n");
    expect(await render(id, f.profile.id, "approved")).toBeNull();
  });

  it("is null for someone who is not a party, an unknown meeting, and while a party is banned", async () => {
    const { f, i, id } = await proposedMeeting(t, SETTINGS);
    const stranger = await proposedMeeting(t);
    expect(await render(id, stranger.f.profile.id, "proposed")).toBeNull();
    expect(await render(randomUUID(), f.profile.id, "proposed")).toBeNull();
    expect(await render("not-a-uuid", f.profile.id, "proposed")).toBeNull();
    await ban(await admin(t), i.profile.id);
    expect(await render(id, f.profile.id, "proposed")).toBeNull();
  });

  it("keeps a title's line breaks out of the subject and its markup out of the HTML", async () => {
    const { f, id } = await proposedMeeting(t, {}, { title: "Terms <b>final</b>\nround" });
    const mail = await render(id, f.profile.id, "proposed");
    expect(mail?.subject).toBe("Meeting proposed: Terms <b>final</b> round");
    expect(mail?.html).toContain("Meeting: Terms &lt;b&gt;final&lt;/b&gt;");
    expect(mail?.html).not.toContain("<b>final</b>");
  });
});
