import { VERIFICATION_MESSAGES as M } from "@domain/verification/constants";
import { m } from "@i18n/messages";
import { InlineError } from "@web/components/inline-error";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { useBusinessVerification } from "@web/features/verification/api/get-business-verification";
import { VERIFICATION_TEXTS as T } from "@web/features/verification/texts";
import { useState } from "react";
import { BusinessVerificationCard } from "./business-verification-card";
import { BusinessVerificationForm } from "./business-verification-form";
import { RequesterStatusBadge, VerificationStatus } from "./verification-status";

/** /founder/business: the business's verification, and sending its registration (again). */
export function BusinessVerificationPanel() {
  const verification = useBusinessVerification();
  const [changing, setChanging] = useState(false);
  const data = verification.data;
  const country = data?.business?.incorporationCountry ?? null;

  return (
    <BusinessVerificationCard
      badge={data?.business && <RequesterStatusBadge status={data.status} />}
      verified={data?.status === "verified"}
    >
      {verification.isPending ? (
        <Spinner label={T.loading} />
      ) : verification.isError || !data ? (
        <InlineError message={T.loadError} onRetry={() => verification.refetch()} />
      ) : !data.business ? (
        <p className="text-sm">{T.noBusiness}</p>
      ) : (
        <>
          <VerificationStatus status={data.status} latest={data.latest} verifiedAt={data.verifiedAt} />
          {!country ? (
            <p className="text-sm font-medium">{M.countryRequired}</p>
          ) : data.status === "pending" ? null : (
            <>
              <p className="text-sm text-muted-foreground">{m.verification_countryLine({ country })}</p>
              {data.status !== "verified" ? (
                <BusinessVerificationForm key={data.latest?.id ?? "new"} jurisdiction={data.business.jurisdiction} />
              ) : changing ? (
                <BusinessVerificationForm
                  jurisdiction={data.business.jurisdiction}
                  replacing
                  onCancel={() => setChanging(false)}
                  onSent={() => setChanging(false)}
                />
              ) : (
                <Button variant="outline" onClick={() => setChanging(true)}>
                  {T.changeDetails}
                </Button>
              )}
            </>
          )}
        </>
      )}
    </BusinessVerificationCard>
  );
}
