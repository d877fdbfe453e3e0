import type { Role } from "@domain/constants/accounts";
import { SUPPORT_MESSAGES } from "@domain/constants/admin";
import { PRODUCT_NAME } from "@domain/constants/shell";
import { currentLocale } from "@domain/i18n/locales";
import { m } from "@i18n/messages";
import { roleName } from "../lib/account-texts";
import type { Mail } from "./mailer";

// Every e-mail in plain text and HTML, in the current language: callers build a mail inside
// inLocale(the recipient's saved language, else the request's) (lib/request-locale.ts).

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** A paragraph of text (line breaks kept). */
export const paragraph = (text: string) => `<p>${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;

export function htmlDocument(body: string[]): string {
  return [
    "<!doctype html>",
    `<html lang="${currentLocale()}">`,
    // A phone shows the mail at its own width, not a shrunk desktop page.
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>',
    '<body style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #1f2937; max-width: 600px; margin: 0 auto; padding: 16px">',
    ...body,
    "</body>",
    "</html>",
  ].join("\n");
}

export function resetPasswordMail({ to, name, url }: { to: string; name: string; url: string }): Mail {
  const greeting = m.server_mailGreeting({ name });
  const intro = m.server_mailResetIntro({ product: PRODUCT_NAME });
  const expiry = m.server_mailResetExpiry();
  return {
    to,
    subject: m.server_mailResetSubject({ product: PRODUCT_NAME }),
    text: [greeting, "", intro, url, "", expiry].join("\n"),
    html: htmlDocument([
      paragraph(greeting),
      paragraph(intro),
      `<p><a href="${escapeHtml(url)}">${escapeHtml(m.server_mailResetButton())}</a></p>`,
      `<p style="word-break: break-all">${escapeHtml(url)}</p>`,
      paragraph(expiry),
    ]),
  };
}

/** A /support message for one admin, with the sender's address to reply to. */
export function supportRequestMail(input: {
  to: string;
  sender: { name: string; email: string; role: Role };
  subject: string;
  message: string;
}): Mail {
  const { sender } = input;
  const from = m.server_mailSupportFrom({ from: `${sender.name} <${sender.email}> (${roleName(sender.role)})` });
  const replyTo = m.server_mailSupportReplyTo({ email: sender.email });
  return {
    to: input.to,
    // A function replacement: the sender's subject is inserted as written ("$&" included).
    subject: SUPPORT_MESSAGES.mailSubject.replace("{subject}", () => input.subject),
    text: [from, replyTo, "", input.message].join("\n"),
    html: htmlDocument([paragraph(from), paragraph(replyTo), "<hr>", paragraph(input.message)]),
  };
}
