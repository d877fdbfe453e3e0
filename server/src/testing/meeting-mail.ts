import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, vi } from "vitest";
import type { Mail } from "../mail/mailer";
import { meetingInput, startedProcess } from "./due-diligence";
import type { createTestApp } from "./test-app";

// Meetings whose e-mails and reminders are under test: the two parties with their languages and
// time zones set through the API, a meeting between them, and every mail sent meanwhile.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Records every mail the app sends (still written to the outbox); `stop` restores the mailer. */
export function recordMails(t: TestApp) {
  const sent: Mail[] = [];
  const original = t.deps.mailer.send;
  const spy = vi.spyOn(t.deps.mailer, "send").mockImplementation(async (mail) => {
    sent.push(mail);
    await original(mail);
  });
  return { sent, stop: () => spy.mockRestore() };
}

export type PartySettings = { timeZone?: string; locale?: "en" | "fr" };

/**
 * A process between Kofi Investor and Amina Founder (Shamba Fresh) with the parties' settings
 * saved, and a meeting the investor proposes: 2099-03-10 at 09:15 in Lagos (08:15 UTC) unless told.
 */
export async function proposedMeeting(
  t: TestApp,
  settings: { investor?: PartySettings; founder?: PartySettings } = {},
  meeting: Record<string, unknown> = {},
) {
  const { f, i, process } = await startedProcess(t);
  for (const [party, saved] of [
    [i, settings.investor],
    [f, settings.founder],
  ] as const) {
    if (saved?.timeZone) {
      expect((await party.client.patch("/api/account/time-zone", { timeZone: saved.timeZone })).status).toBe(200);
    }
    if (saved?.locale) {
      expect((await party.client.patch("/api/account/locale", { locale: saved.locale })).status).toBe(200);
    }
  }
  const base = `/api/due-diligence/${process.id}/meetings`;
  const input = meetingInput({ date: "2099-03-10", time: "09:15", timeZone: "Africa/Lagos", ...meeting });
  const res = await i.client.post(base, input);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const id = res.json.meeting.id as string;
  const act = async (who: typeof f | typeof i, action: "approve" | "decline" | "cancel") => {
    const answer = await who.client.post(`${base}/${id}`, { action });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  };
  return { f, i, process, id, base, act };
}

/** The .ics attached to a mail (there is one at most). */
export function icsOf(mail: Mail | undefined): string {
  const file = mail?.attachments?.find((a) => a.contentType.startsWith("text/calendar"));
  if (!file) throw new Error(`no .ics attached to ${mail?.subject}`);
  return file.content;
}

/** The raw .eml files of the outbox addressed to `to`, oldest first. */
export function outboxFilesTo(dataDir: string, to: string): string[] {
  const outbox = path.join(dataDir, "outbox");
  const safeTo = to.replace(/[^a-z0-9@._-]/gi, "_");
  return readdirSync(outbox)
    .filter((file) => file.endsWith(`-${safeTo}.eml`))
    .sort()
    .map((file) => readFileSync(path.join(outbox, file), "utf8"));
}

/** The text/calendar part of a raw .eml: its headers and its decoded content. */
export function calendarPartOf(eml: string): { headers: string; content: string } {
  const start = eml.search(/^Content-Type: text\/calendar/m);
  if (start < 0) throw new Error("no text/calendar part");
  const part = eml.slice(start);
  const split = part.indexOf("\n\n");
  const headers = part.slice(0, split);
  const body = part.slice(split + 2, part.search(/\n--/));
  const encoding = headers.match(/^Content-Transfer-Encoding: (\S+)/im)?.[1]?.toLowerCase();
  const content =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(body)
        : body;
  return { headers, content };
}

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let n = 0; n < soft.length; n += 1) {
    const hex = soft.slice(n + 1, n + 3);
    if (soft[n] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      n += 2;
    } else {
      bytes.push(soft.charCodeAt(n));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}
