import type { EmailKind } from "@domain/notifications/email-kinds";
import type { NotificationKey } from "../notification-texts";

/**
 * Which e-mail each in-app notification is (decision 028). Typed over every key, so a new
 * notification does not compile until it is given a kind here. Null: never e-mailed — sample
 * data's notifications describe made-up activity on demo accounts.
 */
const EMAIL_KIND_OF: Record<NotificationKey, EmailKind | null> = {
  "message.new": "message",
  "dueDiligence.interest": "interest",
  "dueDiligence.moved": "due_diligence",
  "dueDiligence.restarted": "due_diligence",
  "dueDiligence.approved": "due_diligence",
  "dueDiligence.declined": "due_diligence",
  "documents.requested": "documents_requested",
  "documents.shared": "document_shared",
  "meeting.proposed": "meeting",
  "meeting.status": "meeting",
  "investment.new": "investment",
  "investment.confirmed": "investment",
  "investment.declined": "investment",
  "match.new": "match",
  "verification.businessApproved": "verification",
  "verification.investorApproved": "verification",
  "verification.rejected": "verification",
  "campaign.approved": "campaign_review",
  "campaign.rejected": "campaign_review",
  "campaign.unpublished": "campaign_review",
  "report.dismissed": "report",
  "report.actioned": "report",
  // The no-answer notice's e-mail is its own (modules/responsiveness/unanswered-mail.ts), which
  // reads the asker's choice for interest or message e-mails; mailing the notification too would
  // send it twice.
  "responsiveness.noAnswerInterest": null,
  "responsiveness.noAnswerMessage": null,
  "sample.interest": null,
  "sample.document": null,
  "sample.meeting": null,
  "sample.investment": null,
};

/** A stored notification's e-mail kind; null for rows without a known key (written before keys, or by a newer server). */
export function emailKindOf(messageKey: string | null): EmailKind | null {
  if (!messageKey || !Object.hasOwn(EMAIL_KIND_OF, messageKey)) return null;
  return EMAIL_KIND_OF[messageKey as NotificationKey];
}
