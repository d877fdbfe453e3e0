import { ACCOUNT_SIGN_IN_LOCK_SECONDS, ACCOUNT_SIGN_IN_MAX_FAILURES } from "@domain/constants/accounts";
import { PRODUCT_NAME } from "@domain/constants/shell";
import { m } from "@i18n/messages";
import type { Mail } from "./mailer";
import { escapeHtml, htmlDocument, paragraph } from "./templates";

/**
 * To an account's owner when wrong passwords paused password sign-in to it (decision 021): what
 * happened, that a password reset ends the pause, and what to do if it was not them. Built inside
 * inLocale(the owner's saved language).
 */
export function signInLockedMail({ to, name, resetUrl }: { to: string; name: string; resetUrl: string }): Mail {
  const minutes = ACCOUNT_SIGN_IN_LOCK_SECONDS / 60;
  const greeting = m.server_mailGreeting({ name });
  const intro = m.server_mailSignInLockedIntro({ product: PRODUCT_NAME, count: ACCOUNT_SIGN_IN_MAX_FAILURES, minutes });
  const ifYou = m.server_mailSignInLockedIfYou();
  const ifNotYou = m.server_mailSignInLockedIfNotYou();
  return {
    to,
    subject: m.server_mailSignInLockedSubject({ product: PRODUCT_NAME }),
    text: [greeting, "", intro, "", ifYou, resetUrl, "", ifNotYou].join("\n"),
    html: htmlDocument([
      paragraph(greeting),
      paragraph(intro),
      paragraph(ifYou),
      `<p><a href="${escapeHtml(resetUrl)}">${escapeHtml(m.server_mailSignInLockedButton())}</a></p>`,
      paragraph(ifNotYou),
    ]),
  };
}
