import type { Locale } from "@domain/i18n/locales";
import type { EmailKind } from "@domain/notifications/email-kinds";
import { z } from "zod";
import type { AppDeps } from "../../../app-env";
import type { notifications } from "../../../db/schema";
import type { JobHandler } from "../../../jobs/job-runner";
import { inLocale } from "../../../lib/request-locale";
import { findEmailPreferencesOf } from "../../../mail/email-preferences.queries";
import type { Mail } from "../../../mail/mailer";
import type { MeetingMailEvent } from "../../../mail/meetings/meeting-mail";
import { renderMeetingEmail } from "../../../mail/meetings/render-meeting-email";
import { footerFor, messagesMail, notificationMail, withUnsubscribe } from "../../../mail/notification-mail";
import { renderNotification, senderName } from "../notification-texts";
import { emailKindOf } from "./email-kind-of";
import {
  type EmailRecipient,
  findEmailRecipient,
  findNotification,
  findUnreadByKey,
} from "./notification-email.queries";

// The jobs that send notifications' e-mails at once (decision 028). Each reads again, when it
// runs, what it is about and who it goes to: a recipient banned since, a kind turned off since or
// a notification overtaken by a later event sends nothing, and the job is simply done.

/** A user who never chose a language gets English (there is no request to read one from). */
const FALLBACK_LOCALE: Locale = "en";

/** A notification's in-app link as an absolute URL; anything but an app page (never a file or API link) leads home. */
export function appLinkOf(appUrl: string, link: string | null): string {
  const safe = link?.startsWith("/") && !link.startsWith("//") && !link.startsWith("/api/") ? link : "/";
  return `${appUrl}${safe}`;
}

/** Sends a mail about `kind` to a recipient, with its footer and one-click unsubscribe, in their language. */
export async function sendWithFooter(deps: AppDeps, recipient: EmailRecipient, kind: EmailKind | "digest", mail: Mail) {
  const locale = recipient.locale ?? FALLBACK_LOCALE;
  const footer = inLocale(locale, () => footerFor(deps.env.appUrl, deps.unsubscribe, recipient.id, kind));
  await deps.mailer.send(inLocale(locale, () => withUnsubscribe(mail, footer)));
}

/** The meeting e-mail (with its .ics) a meeting notification stands for; null when it is a plain one. */
function meetingEventOf(row: typeof notifications.$inferSelect): { meetingId: string; event: MeetingMailEvent } | null {
  const meetingId = row.params?.meetingId;
  if (typeof meetingId !== "string") return null;
  if (row.messageKey === "meeting.proposed") return { meetingId, event: "proposed" };
  if (row.messageKey !== "meeting.status") return null;
  if (row.params?.status === "scheduled") return { meetingId, event: "approved" };
  if (row.params?.status === "cancelled") return { meetingId, event: "cancelled" };
  return null;
}

const ZNotificationPayload = z.object({ notificationId: z.string(), messageKey: z.string() });

export const notificationEmailJob: JobHandler = async (deps, payload, _job, now) => {
  const planned = ZNotificationPayload.parse(payload);
  const row = await findNotification(deps.db, planned.notificationId);
  // Gone, or refreshed by a later event (whose own job tells it).
  if (!row || row.messageKey !== planned.messageKey) return;
  const kind = emailKindOf(row.messageKey);
  if (!kind) return;
  const recipient = await findEmailRecipient(deps.db, row.userId);
  if (!recipient || recipient.banned) return;
  if ((await findEmailPreferencesOf(deps.db, recipient.id))[kind] === "off") return;
  const locale = recipient.locale ?? FALLBACK_LOCALE;
  const meeting = meetingEventOf(row);
  if (meeting) {
    // The meeting's own e-mail, with its invitation; none when the event no longer holds.
    const mail = await renderMeetingEmail(deps, { ...meeting, recipientId: recipient.id, now });
    if (mail) await sendWithFooter(deps, recipient, kind, mail);
    return;
  }
  const mail = inLocale(locale, () => {
    const text = renderNotification(row.messageKey, row.params);
    if (!text) return null;
    return notificationMail({
      to: recipient.email,
      recipientName: recipient.name,
      title: text.title,
      description: text.description,
      url: appLinkOf(deps.env.appUrl, row.link),
    });
  });
  if (mail) await sendWithFooter(deps, recipient, kind, mail);
};

const ZMessagesPayload = z.object({ userId: z.string(), notificationKey: z.string() });

export const messagesEmailJob: JobHandler = async (deps, payload) => {
  const planned = ZMessagesPayload.parse(payload);
  // Reading live: they have seen the messages arrive (a stream in this process; decision 028).
  if (deps.realtime.hasStreams(planned.userId)) return;
  // Read since, in the app: nothing to tell.
  const row = await findUnreadByKey(deps.db, planned.userId, planned.notificationKey);
  if (!row) return;
  const recipient = await findEmailRecipient(deps.db, planned.userId);
  if (!recipient || recipient.banned) return;
  if ((await findEmailPreferencesOf(deps.db, recipient.id)).message !== "immediate") return;
  const name = typeof row.params?.name === "string" ? row.params.name : "";
  const mail = inLocale(recipient.locale ?? FALLBACK_LOCALE, () =>
    messagesMail({
      to: recipient.email,
      recipientName: recipient.name,
      senderName: senderName(name),
      url: appLinkOf(deps.env.appUrl, row.link),
    }),
  );
  await sendWithFooter(deps, recipient, "message", mail);
};
