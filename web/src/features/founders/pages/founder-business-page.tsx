import { BUSINESS_MESSAGES } from "@domain/constants/businesses";
import { m } from "@i18n/messages";
import { InlineError } from "@web/components/inline-error";
import { PageHeader } from "@web/components/page-header";
import { Skeleton } from "@web/components/ui/skeleton";
import { useFounderBusiness } from "@web/features/founders/api/get-founder-business";
import { useSaveFounderBusiness } from "@web/features/founders/api/save-founder-business";
import { type BusinessFormResult, businessToFormValues } from "@web/features/founders/components/business-form-values";
import { BusinessProfileForm } from "@web/features/founders/components/business-profile-form";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { Info } from "lucide-react";
import type { ReactNode } from "react";

function FormSkeleton() {
  return (
    <div className="space-y-6">
      <p role="status" className="sr-only">
        {m.founders_loadingBusiness()}
      </p>
      {[0, 1].map((i) => (
        <div key={i} aria-hidden="true" className="space-y-4 rounded-xl border p-5">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-10 w-full" />
          <div className="grid gap-4 sm:grid-cols-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
          <Skeleton className="h-24 w-full" />
        </div>
      ))}
    </div>
  );
}

/**
 * /founder/business: the founder's one business profile, created on its first save. `verification`
 * is the verification area's panel (composed in app/pages), shown above the form.
 */
export function FounderBusinessPage({ verification }: { verification?: ReactNode }) {
  const business = useFounderBusiness();
  const save = useSaveFounderBusiness();

  const onSubmit = async (values: BusinessFormResult) => {
    try {
      const saved = await save.mutateAsync(values);
      toast.success(BUSINESS_MESSAGES.changesSaved);
      return businessToFormValues(saved);
    } catch (error) {
      toast.error(BUSINESS_MESSAGES.errorSaving, { description: errorMessageOf(error) });
      throw error;
    }
  };

  return (
    <section className="mx-auto max-w-4xl">
      <PageHeader title={m.founders_myBusiness()} description={m.founders_businessDescription()} />
      {verification}
      {business.isPending ? (
        <FormSkeleton />
      ) : business.isError ? (
        <InlineError
          message={m.founders_businessLoadError({ reason: errorMessageOf(business.error) })}
          onRetry={() => business.refetch()}
        />
      ) : (
        <>
          {business.data === null && (
            <p className="mb-6 flex items-start gap-2 rounded-xl border border-dashed bg-muted/40 p-4 text-sm">
              <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {BUSINESS_MESSAGES.createFirst}
            </p>
          )}
          <BusinessProfileForm
            defaultValues={businessToFormValues(business.data)}
            isNew={business.data === null}
            onSubmit={onSubmit}
          />
        </>
      )}
    </section>
  );
}
