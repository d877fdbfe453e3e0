import { PRODUCT_NAME } from "@domain/constants/shell";
import { m } from "@i18n/messages";
import type { AppDeps } from "../../app-env";
import { inLocale } from "../../lib/request-locale";
import { isEmailKindOff } from "../../mail/email-preferences.queries";
import type { Mail } from "../../mail/mailer";
import { footerFor, withUnsubscribe } from "../../mail/notification-mail";
import { escapeHtml, htmlDocument, paragraph } from "../../mail/templates";
import type { CaseRow } from "./cases.queries";
import type { MailPerson } from "./unanswered.queries";

// The two e-mails about an unanswered case (decision 029), each sent by one function so that the
// e-mail pipeline can route it through the recipient's preferences: the gentle reminder to the
// person asked (after 7 days), and the plain notice to the person who asked (after 14). Each is
// in its reader's saved language (English if none), in plain text and HTML, and links straight to
// the conversation or the process; neither says anything of the case beyond what both people see.

export type CaseMailInput = {
  item: CaseRow;
  asker: MailPerson;
  recipient: MailPerson;
  businessName: string | null;
  /** Whole days since the case was asked. */
  days: number;
};

/** Where the case lives in the app, for this reader: their conversation with the other person, or the process. */
export function caseLink(item: CaseRow, reader: "asker" | "recipient"): string {
  if (item.kind === "interest") return `/due-diligence/${item.itemId}`;
  const other = reader === "asker" ? item.recipientId : item.askerId;
  return `/messages?contact=${encodeURIComponent(other)}`;
}

function caseMail(input: {
  to: MailPerson;
  subject: string;
  intro: string;
  closing: string;
  url: string;
  action: string;
}): Mail {
  const greeting = m.server_mailGreeting({ name: input.to.name });
  return {
    to: input.to.email,
    subject: input.subject,
    text: [greeting, "", input.intro, "", `${input.action}:`, input.url, "", input.closing].join("\n"),
    html: htmlDocument([
      paragraph(greeting),
      paragraph(input.intro),
      `<p><a href="${escapeHtml(input.url)}">${escapeHtml(input.action)}</a></p>`,
      paragraph(input.closing),
    ]),
  };
}

/** The reminder to the person asked, in their language. */
function unansweredReminderMail(appUrl: string, input: CaseMailInput): Mail {
  const { item, asker, recipient, days } = input;
  return inLocale(recipient.locale ?? "en", () => {
    const interest = item.kind === "interest";
    const business = input.businessName ?? "";
    return caseMail({
      to: recipient,
      subject: interest
        ? m.server_mailUnansweredInterestSubject({ name: asker.name, business })
        : m.server_mailUnansweredMessageSubject({ name: asker.name, product: PRODUCT_NAME }),
      intro: interest
        ? m.server_mailUnansweredInterestIntro({ name: asker.name, business, days })
        : m.server_mailUnansweredMessageIntro({ name: asker.name, days }),
      closing: m.server_mailReminderOnce(),
      url: `${appUrl}${caseLink(item, "recipient")}`,
      action: interest
        ? m.server_mailOpenProcess({ product: PRODUCT_NAME })
        : m.server_mailOpenConversation({ product: PRODUCT_NAME }),
    });
  });
}

/** The notice to the person who asked that no answer came, in their language. */
function noAnswerNoticeMail(appUrl: string, input: CaseMailInput): Mail {
  const { item, asker, recipient, days } = input;
  return inLocale(asker.locale ?? "en", () => {
    const interest = item.kind === "interest";
    const business = input.businessName ?? recipient.name;
    return caseMail({
      to: asker,
      subject: interest
        ? m.server_mailNoAnswerInterestSubject({ business })
        : m.server_mailNoAnswerMessageSubject({ name: recipient.name }),
      intro: interest
        ? m.server_mailNoAnswerInterestIntro({ business, days })
        : m.server_mailNoAnswerMessageIntro({ name: recipient.name, days }),
      closing: m.server_mailNoticeOnce(),
      url: `${appUrl}${caseLink(item, "asker")}`,
      action: interest
        ? m.server_mailOpenProcess({ product: PRODUCT_NAME })
        : m.server_mailOpenConversation({ product: PRODUCT_NAME }),
    });
  });
}

/**
 * Sends one case e-mail unless its reader turned that kind off (decision 028: an interest's case is
 * an "interest" e-mail, a first message's a "message" one). Like the meeting reminders, a kind set
 * to the daily digest still gets it at once: a reminder that waits for tomorrow's digest comes late.
 * Every one carries the footer and the one-click unsubscribe of its kind.
 */
async function sendCaseMail(deps: CaseMailDeps, reader: MailPerson, item: CaseRow, mail: Mail) {
  const kind = item.kind === "interest" ? "interest" : "message";
  if (await isEmailKindOff(deps.db, reader.id, kind)) return;
  const footer = inLocale(reader.locale ?? "en", () => footerFor(deps.env.appUrl, deps.unsubscribe, reader.id, kind));
  await deps.mailer.send(inLocale(reader.locale ?? "en", () => withUnsubscribe(mail, footer)));
}

type CaseMailDeps = Pick<AppDeps, "db" | "env" | "mailer" | "unsubscribe">;

/** Sends the reminder to the person asked (the one place it is sent). */
export async function sendUnansweredReminder(deps: CaseMailDeps, input: CaseMailInput) {
  await sendCaseMail(deps, input.recipient, input.item, unansweredReminderMail(deps.env.appUrl, input));
}

/** Sends the notice e-mail to the person who asked (the one place it is sent). */
export async function sendNoAnswerNotice(deps: CaseMailDeps, input: CaseMailInput) {
  await sendCaseMail(deps, input.asker, input.item, noAnswerNoticeMail(deps.env.appUrl, input));
}
