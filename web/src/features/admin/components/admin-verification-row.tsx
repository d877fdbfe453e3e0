import { formatDate } from "@domain/format";
import { INVESTOR_VERIFICATION_KIND_LABELS, VERIFICATION_MESSAGES as M } from "@domain/verification/constants";
import { registrationFormatOf } from "@domain/verification/registration-numbers";
import type { TAdminVerification } from "@domain/verification/schemas";
import { m } from "@i18n/messages";
import { loadOnUse } from "@web/components/load-on-use";
import { NotScannedHint } from "@web/components/not-scanned-hint";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { useReviewVerification } from "@web/features/admin/api/review-verification";
import { ADMIN_TEXTS, VERIFICATION_QUEUE_TEXTS as T, VERIFICATION_SUBJECT_LABELS } from "@web/features/admin/texts";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { FileText } from "lucide-react";
import { Link } from "react-router";

const ReasonDialog = loadOnUse(() => import("./reason-dialog").then((mod) => mod.ReasonDialog), "dialog");

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words font-medium">{children}</dd>
    </>
  );
}

/** One pending request in /admin/verifications: what was sent, its document, Approve and Reject. */
export function AdminVerificationRow({ request }: { request: TAdminVerification }) {
  const review = useReviewVerification();
  const business = request.subject === "business";
  const name = (business ? request.businessName : request.legalName) ?? request.requesterName;
  const profileLink = business ? `/businesses/${request.businessId}` : `/investors/${request.requesterId}`;

  const approve = async () => {
    try {
      await review.mutateAsync({ requestId: request.id, decision: "approve" });
      toast.success(M.approved, { description: name });
    } catch (error) {
      toast.error(ADMIN_TEXTS.error, { description: errorMessageOf(error) });
    }
  };
  const reject = async (reason: string) => {
    try {
      await review.mutateAsync({ requestId: request.id, decision: "reject", reason });
      toast.success(M.rejected, { description: name });
    } catch (error) {
      toast.error(ADMIN_TEXTS.error, { description: errorMessageOf(error) });
      throw error;
    }
  };

  return (
    <li
      aria-label={name}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{VERIFICATION_SUBJECT_LABELS[request.subject]}</Badge>
          <h3 className="font-medium break-words">
            <Link to={profileLink} className="underline underline-offset-4">
              {name}
            </Link>
          </h3>
        </div>
        <p className="text-xs text-muted-foreground break-words">
          {m.admin_sentBy({
            name: request.requesterName,
            email: request.requesterEmail,
            date: formatDate(request.createdAt),
          })}
        </p>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          {business ? (
            <>
              <Detail term={T.country}>{request.incorporationCountry}</Detail>
              <Detail term={registrationFormatOf(request.jurisdiction ?? "GENERAL").label}>
                {request.registrationNumber}
              </Detail>
            </>
          ) : (
            <>
              <Detail term={T.legalName}>{request.legalName}</Detail>
              {request.investorKind && (
                <Detail term={T.kind}>{INVESTOR_VERIFICATION_KIND_LABELS[request.investorKind]}</Detail>
              )}
              {request.firmName && <Detail term={T.firm}>{request.firmName}</Detail>}
              {request.firmWebsite && (
                <Detail term={T.firmWebsite}>
                  <a href={request.firmWebsite} target="_blank" rel="noopener noreferrer" className="underline">
                    {request.firmWebsite}
                  </a>
                </Detail>
              )}
              {request.firmRegistrationNumber && (
                <Detail term={T.firmRegistrationNumber}>{request.firmRegistrationNumber}</Detail>
              )}
            </>
          )}
          <Detail term={T.document}>
            <a
              href={`/api/verification/requests/${encodeURIComponent(request.id)}/file`}
              className="inline-flex max-w-full items-start gap-1 text-primary underline-offset-4 hover:underline"
            >
              <FileText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span className="min-w-0 wrap-anywhere">{m.admin_openDocument({ name: request.fileName })}</span>
            </a>
            <NotScannedHint status={request.scanStatus} />
          </Detail>
        </dl>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" disabled={review.isPending} onClick={approve}>
          {T.approve}
        </Button>
        <ReasonDialog
          trigger={
            <Button size="sm" variant="destructive" disabled={review.isPending}>
              {T.reject}
            </Button>
          }
          title={m.admin_rejectVerificationTitle({ name })}
          description={T.rejectDescription}
          label={ADMIN_TEXTS.reasonLabel}
          confirmLabel={T.rejectConfirm}
          requiredMessage={M.reasonRequired}
          onConfirm={reject}
        />
      </div>
    </li>
  );
}
