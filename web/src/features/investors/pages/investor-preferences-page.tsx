import { m } from "@i18n/messages";
import { InlineError } from "@web/components/inline-error";
import { PageHeader } from "@web/components/page-header";
import { Spinner } from "@web/components/ui/spinner";
import { useInvestorPreferences } from "@web/features/investors/api/get-investor-preferences";
import { InvestorPreferencesForm } from "@web/features/investors/components/investor-preferences-form";
import { errorMessageOf } from "@web/lib/server-field-errors";

/** /investor/preferences (investors): what matching reads. With none saved the form starts at 0–100000, medium. */
export function InvestorPreferencesPage() {
  const preferences = useInvestorPreferences();
  return (
    <section className="mx-auto max-w-4xl">
      <PageHeader title={m.investors_preferencesTitle()} description={m.investors_preferencesDescription()} />
      {preferences.isPending ? (
        <Spinner label={m.investors_loadingPreferences()} />
      ) : preferences.isError ? (
        <InlineError
          message={m.investors_preferencesLoadError({ reason: errorMessageOf(preferences.error) })}
          onRetry={() => preferences.refetch()}
        />
      ) : (
        <InvestorPreferencesForm preferences={preferences.data} />
      )}
    </section>
  );
}
