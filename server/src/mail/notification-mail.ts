import { PRODUCT_NAME } from "@domain/constants/shell";
import { EMAIL_KIND_LABELS, type UnsubscribeTarget } from "@domain/notifications/email-kinds";
import { m } from "@i18n/messages";
import { listUnsubscribeHeaders } from "../lib/list-unsubscribe";
import type { Mail } from "./mailer";
import { escapeHtml, htmlDocument, paragraph } from "./templates";
import { type UnsubscribeSigner, unsubscribeLinks } from "./unsubscribe-links";

// The e-mails that follow in-app notifications (decision 028), built inside inLocale(the
// recipient's language). They say what happened and link straight to it in the app; they never
// carry a document or a document link (the app's own page opens a document, behind its checks).
// Every one ends with why it came and a one-click unsubscribe for its kind.

/** A subject is one line whatever a name or reason holds, and short enough for a phone. */
const SUBJECT_MAX = 120;
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
const subjectOf = (title: string, description: string) => {
  const line = oneLine(description);
  return line.length > 0 && line.length <= SUBJECT_MAX ? line : oneLine(title);
};

const button = (href: string, text: string) =>
  `<p><a href="${escapeHtml(href)}" style="display: inline-block; padding: 10px 16px; background: #15803d; color: #ffffff; border-radius: 6px; text-decoration: none">${escapeHtml(text)}</a></p>`;

/** One notification as an e-mail: what it says and a link to the thing. */
export function notificationMail(input: {
  to: string;
  recipientName: string;
  title: string;
  description: string;
  url: string;
}): Mail {
  const greeting = m.server_mailGreeting({ name: input.recipientName });
  const open = m.server_mailNotificationOpen({ product: PRODUCT_NAME });
  return {
    to: input.to,
    subject: subjectOf(input.title, input.description),
    text: [greeting, "", input.title, input.description, "", `${open}: ${input.url}`].join("\n"),
    html: htmlDocument([
      paragraph(greeting),
      `<p><strong>${escapeHtml(input.title)}</strong><br>${escapeHtml(input.description).replace(/\n/g, "<br>")}</p>`,
      button(input.url, open),
    ]),
  };
}

/** Unread messages of one conversation, grouped: who wrote, never what (the app shows it, with its warnings). */
export function messagesMail(input: { to: string; recipientName: string; senderName: string; url: string }): Mail {
  const greeting = m.server_mailGreeting({ name: input.recipientName });
  const intro = m.server_mailMessagesIntro({ name: input.senderName, product: PRODUCT_NAME });
  const open = m.server_mailMessagesOpen({ product: PRODUCT_NAME });
  return {
    to: input.to,
    subject: oneLine(m.server_mailMessagesSubject({ name: input.senderName })),
    text: [greeting, "", intro, "", `${open}: ${input.url}`].join("\n"),
    html: htmlDocument([paragraph(greeting), paragraph(intro), button(input.url, open)]),
  };
}

export type DigestItem = { title: string; description: string; url: string };

/** The daily digest: each item with its link, then one link to the app. */
export function digestMail(input: { to: string; recipientName: string; items: DigestItem[]; appUrl: string }): Mail {
  const greeting = m.server_mailGreeting({ name: input.recipientName });
  const intro = m.server_mailDigestIntro({ product: PRODUCT_NAME });
  const open = m.server_mailDigestOpen({ product: PRODUCT_NAME });
  const textItems = input.items.flatMap((item) => [`- ${item.title}: ${oneLine(item.description)}`, `  ${item.url}`]);
  const htmlItems = input.items.map(
    (item) =>
      `<li style="margin-bottom: 12px"><a href="${escapeHtml(item.url)}"><strong>${escapeHtml(item.title)}</strong></a><br>${escapeHtml(oneLine(item.description))}</li>`,
  );
  return {
    to: input.to,
    subject: m.server_mailDigestSubject({ product: PRODUCT_NAME }),
    text: [greeting, "", intro, "", ...textItems, "", `${open}: ${input.appUrl}`].join("\n"),
    html: htmlDocument([
      paragraph(greeting),
      paragraph(intro),
      `<ul style="padding-left: 18px">${htmlItems.join("")}</ul>`,
      button(input.appUrl, open),
    ]),
  };
}

/**
 * Adds the footer (why this e-mail came, unsubscribe, preferences) and the RFC 8058 headers: a
 * mail client's "Unsubscribe" POSTs to `oneClick` and turns the kind off without signing in.
 */
export function withUnsubscribe(
  mail: Mail,
  footer: { why: string; oneClick: string; page: string; preferencesUrl: string },
): Mail {
  const unsubscribe = m.server_mailUnsubscribe();
  const preferences = m.server_mailPreferences();
  const link = (href: string, text: string) =>
    `<a href="${escapeHtml(href)}" style="color: #6b7280">${escapeHtml(text)}</a>`;
  const htmlFooter = [
    '<hr style="border: none; border-top: 1px solid #e5e7eb; margin-top: 24px">',
    `<p style="font-size: 13px; color: #6b7280">${escapeHtml(footer.why)}<br>${link(footer.page, unsubscribe)} · ${link(footer.preferencesUrl, preferences)}</p>`,
  ].join("\n");
  return {
    ...mail,
    text: [
      mail.text,
      "",
      "--",
      footer.why,
      `${unsubscribe}: ${footer.page}`,
      `${preferences}: ${footer.preferencesUrl}`,
    ].join("\n"),
    html: mail.html?.replace("</body>", `${htmlFooter}\n</body>`),
    headers: { ...mail.headers, ...listUnsubscribeHeaders(footer.oneClick) },
  };
}

/** The footer of an e-mail about `target` for one user, in the current language. */
export function footerFor(appUrl: string, signer: UnsubscribeSigner, userId: string, target: UnsubscribeTarget) {
  const why =
    target === "digest" ? m.server_mailFooterDigest() : m.server_mailFooterKind({ kind: EMAIL_KIND_LABELS[target] });
  return { why, ...unsubscribeLinks(appUrl, signer, userId, target), preferencesUrl: `${appUrl}/settings` };
}
