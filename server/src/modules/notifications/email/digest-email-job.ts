import { EMAIL_KINDS } from "@domain/notifications/email-kinds";
import { z } from "zod";
import type { JobHandler } from "../../../jobs/job-runner";
import { inLocale } from "../../../lib/request-locale";
import { findEmailPreferencesOf } from "../../../mail/email-preferences.queries";
import { type DigestItem, digestMail } from "../../../mail/notification-mail";
import { renderNotification } from "../notification-texts";
import { emailKindOf } from "./email-kind-of";
import { findEmailRecipient, findUnreadBetween } from "./notification-email.queries";
import { appLinkOf, sendWithFooter } from "./notification-email-jobs";

// The daily digest (decision 028): at 07:00 of the recipient's day, one e-mail listing what
// happened since the 07:00 before in the kinds they receive as a digest, still unread (what they
// saw in the app needs no e-mail). Nothing to list, nothing sent. Its job is named by user and
// date, so there is one per user per day.

const ZDigestPayload = z.object({ userId: z.string(), from: z.iso.datetime(), to: z.iso.datetime() });

export const digestEmailJob: JobHandler = async (deps, payload) => {
  const planned = ZDigestPayload.parse(payload);
  const recipient = await findEmailRecipient(deps.db, planned.userId);
  if (!recipient || recipient.banned) return;
  const preferences = await findEmailPreferencesOf(deps.db, recipient.id);
  const digestKinds = new Set(EMAIL_KINDS.filter((kind) => preferences[kind] === "digest"));
  if (digestKinds.size === 0) return;
  const rows = await findUnreadBetween(deps.db, recipient.id, new Date(planned.from), new Date(planned.to));
  const listed = rows.filter((row) => {
    const kind = emailKindOf(row.messageKey);
    return kind !== null && digestKinds.has(kind);
  });
  if (listed.length === 0) return;
  const mail = inLocale(recipient.locale ?? "en", () => {
    const items = listed.flatMap((row): DigestItem[] => {
      const text = renderNotification(row.messageKey, row.params);
      return text ? [{ ...text, url: appLinkOf(deps.env.appUrl, row.link) }] : [];
    });
    return items.length > 0
      ? digestMail({ to: recipient.email, recipientName: recipient.name, items, appUrl: deps.env.appUrl })
      : null;
  });
  if (mail) await sendWithFooter(deps, recipient, "digest", mail);
};
