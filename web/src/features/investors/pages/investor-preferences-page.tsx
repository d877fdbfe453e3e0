import { InlineError } from "../../../components/inline-error";
import { PageHeader } from "../../../components/page-header";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessageOf } from "../../../lib/server-field-errors";
import { useInvestorPreferences } from "../api/get-investor-preferences";
import { InvestorPreferencesForm } from "../components/investor-preferences-form";

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
