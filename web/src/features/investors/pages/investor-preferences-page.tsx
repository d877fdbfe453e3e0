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
      <PageHeader
        title="Investment Preferences"
        description="Sectors, ticket sizes and risk decide which businesses Kuza recommends to you."
      />
      {preferences.isPending ? (
        <Spinner label="Loading your preferences" />
      ) : preferences.isError ? (
        <InlineError
          message={`Error loading preferences: ${errorMessageOf(preferences.error)}`}
          onRetry={() => preferences.refetch()}
        />
      ) : (
        <InvestorPreferencesForm preferences={preferences.data} />
      )}
    </section>
  );
}
