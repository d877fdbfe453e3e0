import { formatDate } from "@domain/format";
import {
  REQUESTER_STATUS_LABELS,
  type RequesterStatus,
  type VerificationSubject,
} from "@domain/verification/constants";
import type { TVerificationRequest } from "@domain/verification/schemas";
import { m } from "@i18n/messages";
import { Badge } from "@web/components/ui/badge";
import { VerifiedBadge } from "@web/components/verified-badge";
import { VERIFICATION_TEXTS as T } from "@web/features/verification/texts";
import { CircleAlert, Clock, FileText } from "lucide-react";

/** Not submitted, Pending review, Verified or Rejected, as a badge (`subject`: the word's French agreement). */
export function RequesterStatusBadge({
  status,
  subject = "business",
}: {
  status: RequesterStatus;
  subject?: VerificationSubject;
}) {
  if (status === "verified") return <VerifiedBadge subject={subject} />;
  const icon =
    status === "pending" ? (
      <Clock className="size-3.5" aria-hidden="true" />
    ) : status === "rejected" ? (
      <CircleAlert className="size-3.5" aria-hidden="true" />
    ) : null;
  return (
    <Badge
      variant={status === "rejected" ? "outline" : "muted"}
      className={status === "rejected" ? "border-destructive/50 text-destructive" : undefined}
    >
      {icon}
      {REQUESTER_STATUS_LABELS[status]}
    </Badge>
  );
}

/** What the requester's status means, the admin's reason after a rejection, and what they sent. */
export function VerificationStatus({
  status,
  latest,
  verifiedAt = null,
}: {
  status: RequesterStatus;
  latest: TVerificationRequest | null;
  verifiedAt?: string | null;
}) {
  const verifiedOn = verifiedAt ?? latest?.reviewedAt ?? null;
  const sentence =
    status === "pending" && latest
      ? m.verification_statusPending({ date: formatDate(latest.createdAt) })
      : status === "verified"
        ? verifiedOn
          ? m.verification_statusVerifiedOn({ date: formatDate(verifiedOn) })
          : m.verification_statusVerified()
        : status === "rejected"
          ? m.verification_statusRejected()
          : m.verification_statusNotSubmitted();
  const shown = latest && status !== "not_submitted" ? latest : null;
  return (
    <div className="space-y-3 text-sm">
      <p>{sentence}</p>
      {status === "rejected" && latest?.rejectionReason && (
        <p className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 wrap-anywhere">
          <span className="font-medium">{T.reasonLabel} </span>
          {latest.rejectionReason}
        </p>
      )}
      {shown && (
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          {shown.registrationNumber && (
            <>
              <dt className="text-muted-foreground">{T.submittedNumber}</dt>
              <dd className="font-medium break-words">{shown.registrationNumber}</dd>
            </>
          )}
          {shown.legalName && (
            <>
              <dt className="text-muted-foreground">{T.submittedLegalName}</dt>
              <dd className="font-medium break-words">{shown.legalName}</dd>
            </>
          )}
          {shown.firmName && (
            <>
              <dt className="text-muted-foreground">{T.submittedFirm}</dt>
              <dd className="font-medium break-words">
                {shown.firmName}
                {shown.firmRegistrationNumber && ` · ${shown.firmRegistrationNumber}`}
              </dd>
            </>
          )}
          <dt className="text-muted-foreground">{T.document}</dt>
          <dd>
            <a
              href={`/api/verification/requests/${encodeURIComponent(shown.id)}/file`}
              className="inline-flex max-w-full items-start gap-1 font-medium text-primary underline-offset-4 hover:underline"
            >
              <FileText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span className="min-w-0 wrap-anywhere">{m.verification_openDocument({ name: shown.fileName })}</span>
            </a>
          </dd>
        </dl>
      )}
    </div>
  );
}
