import type { TMe } from "@domain/schemas/accounts";
import { apiFetch } from "./api-client";

// The user's time zone (decision 030): their meeting e-mails and reminders show times in it. A
// signed-in user without one gets this device's, once; the profile page changes it. The server
// checks the name (domain/i18n/time-zones) and answers it by the name it lists it under.

/** This device's IANA time zone, if the browser says one. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** Saves the signed-in user's time zone; resolves to the name the server kept. */
export async function saveTimeZone(timeZone: string): Promise<string> {
  const saved = await apiFetch<{ timeZone: string }>("/api/account/time-zone", {
    method: "PATCH",
    body: { timeZone },
  });
  return saved.timeZone;
}

/** Each user's adoption in this page load, by user id. */
const adopting = new Map<string, Promise<string | null>>();

/**
 * A user who has no time zone yet (just registered, or signed in for the first time since time
 * zones exist) gets this device's. Once per user and page load (another account signed in on the
 * same tab gets its own); a refusal (a zone the server does not list) leaves it unset, and
 * e-mails then say UTC.
 */
export function adoptBrowserTimeZone(me: TMe | null | undefined): Promise<string | null> {
  if (!me || me.timeZone !== null) return Promise.resolve(null);
  const zone = browserTimeZone();
  if (!zone) return Promise.resolve(null);
  let adoption = adopting.get(me.user.id);
  if (!adoption) {
    adoption = saveTimeZone(zone).catch(() => null);
    adopting.set(me.user.id, adoption);
  }
  return adoption;
}
