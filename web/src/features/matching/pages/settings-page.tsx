import {
  MATCH_MESSAGES,
  MATCH_TOGGLE_KEYS,
  MATCH_TOGGLE_LABELS,
  MATCH_WEIGHT_KEYS,
  MATCH_WEIGHT_LABELS,
} from "@domain/constants/matching";
import type { TMatchSettings } from "@domain/schemas/matching";
import { InlineError } from "@web/components/inline-error";
import { PageHeader } from "@web/components/page-header";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { type FormEvent, lazy, Suspense, useEffect, useState } from "react";
import { useMatchSettings } from "../api/get-match-settings";
import { useUpdateMatchSettings } from "../api/update-match-settings";
import { SettingsGuide } from "../components/settings-guide";
import { weightScopeText } from "../components/weight-scope-text";
import { WeightSlider } from "../components/weight-slider";
import { SETTINGS_TEXTS as T, TOGGLE_HELP } from "../texts";

// Its own chunk, loaded with the Notification Preferences tab: the e-mail choices' schemas (zod)
// stay off the settings page's first load (the web budgets).
const EmailPreferences = lazy(() =>
  import("../components/email-preferences").then((module) => ({ default: module.EmailPreferences })),
);

/** /settings (investors, founders): the algorithm's weights and toggles, saved per user. */
export function SettingsPage() {
  const settings = useMatchSettings();
  const update = useUpdateMatchSettings();
  const [draft, setDraft] = useState<TMatchSettings | null>(null);
  useEffect(() => {
    if (settings.data) setDraft({ weights: settings.data.weights, toggles: settings.data.toggles });
  }, [settings.data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    update.mutate(draft, {
      onSuccess: () => toast.success(MATCH_MESSAGES.settingsSaved, { description: MATCH_MESSAGES.settingsSavedText }),
      onError: (error) => toast.error(MATCH_MESSAGES.settingsError, { description: errorMessageOf(error, "") }),
    });
  };
  const reset = () =>
    update.mutate(null, {
      onSuccess: () => toast.success(MATCH_MESSAGES.settingsReset, { description: MATCH_MESSAGES.settingsResetText }),
      onError: (error) => toast.error(MATCH_MESSAGES.settingsError, { description: errorMessageOf(error, "") }),
    });

  const actions = (
    <div className="flex flex-wrap gap-2 pt-2">
      <Button type="submit" disabled={update.isPending}>
        {T.save}
      </Button>
      <Button type="button" variant="outline" onClick={reset} disabled={update.isPending}>
        {T.reset}
      </Button>
    </div>
  );

  return (
    <section>
      <PageHeader title={T.title} description={T.description} />
      {settings.isError ? (
        <InlineError message={errorMessageOf(settings.error, T.loadError)} onRetry={() => settings.refetch()} />
      ) : !draft ? (
        <Skeleton className="h-80 rounded-xl" />
      ) : (
        <Tabs defaultValue="parameters">
          <TabsList>
            <TabsTrigger value="parameters">{T.parameters}</TabsTrigger>
            <TabsTrigger value="notifications">{T.notifications}</TabsTrigger>
            <TabsTrigger value="guide">{T.guide}</TabsTrigger>
          </TabsList>
          <TabsContent value="parameters">
            <form onSubmit={submit} className="max-w-2xl space-y-6 rounded-xl border bg-card p-4 sm:p-6">
              {MATCH_WEIGHT_KEYS.map((key) => (
                <WeightSlider
                  key={key}
                  id={`weight-${key}`}
                  label={MATCH_WEIGHT_LABELS[key]}
                  help={weightScopeText(key)}
                  value={draft.weights[key]}
                  onChange={(value) => setDraft({ ...draft, weights: { ...draft.weights, [key]: value } })}
                />
              ))}
              {actions}
            </form>
          </TabsContent>
          <TabsContent value="notifications" className="space-y-6">
            <form onSubmit={submit} className="max-w-2xl space-y-4 rounded-xl border bg-card p-4 sm:p-6">
              {MATCH_TOGGLE_KEYS.map((key) => (
                <div key={key} className="flex items-start gap-3">
                  <input
                    id={`toggle-${key}`}
                    type="checkbox"
                    checked={draft.toggles[key]}
                    aria-describedby={`toggle-${key}-help`}
                    onChange={(e) => setDraft({ ...draft, toggles: { ...draft.toggles, [key]: e.target.checked } })}
                    className="mt-1 size-4 cursor-pointer accent-primary"
                  />
                  <div>
                    <label htmlFor={`toggle-${key}`} className="font-medium">
                      {MATCH_TOGGLE_LABELS[key]}
                    </label>
                    <p id={`toggle-${key}-help`} className="text-sm text-muted-foreground">
                      {TOGGLE_HELP[key]}
                    </p>
                  </div>
                </div>
              ))}
              {actions}
            </form>
            <Suspense fallback={<Skeleton className="mt-6 h-64 w-full" />}>
              <EmailPreferences />
            </Suspense>
          </TabsContent>
          <TabsContent value="guide">
            <SettingsGuide />
          </TabsContent>
        </Tabs>
      )}
    </section>
  );
}
