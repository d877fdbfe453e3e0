import { InlineError } from "@web/components/inline-error";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { useInvestorVerification } from "@web/features/verification/api/get-investor-verification";
import { VERIFICATION_TEXTS as T } from "@web/features/verification/texts";
import { InvestorVerificationForm } from "./investor-verification-form";
import { RequesterStatusBadge, VerificationStatus } from "./verification-status";

/** /investor/profile: the investor's verification, and sending their identity (again after a rejection). */
export function InvestorVerificationPanel() {
  const verification = useInvestorVerification();
  const data = verification.data;
  return (
    <section aria-labelledby="investor-verification-title" className="mb-6">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle id="investor-verification-title">{T.investorTitle}</CardTitle>
            {data && <RequesterStatusBadge status={data.status} subject="investor" />}
          </div>
          <CardDescription>
            {data?.status === "verified" ? T.investorVerifiedDescription : T.investorDescription}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {verification.isPending ? (
            <Spinner label={T.loading} />
          ) : verification.isError || !data ? (
            <InlineError message={T.loadError} onRetry={() => verification.refetch()} />
          ) : (
            <>
              <VerificationStatus status={data.status} latest={data.latest} />
              {(data.status === "not_submitted" || data.status === "rejected") && (
                <InvestorVerificationForm key={data.latest?.id ?? "new"} fullName={data.fullName} />
              )}
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
