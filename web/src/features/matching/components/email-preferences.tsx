import {
  EMAIL_FREQUENCIES,
  EMAIL_FREQUENCY_LABELS,
  EMAIL_KIND_LABELS,
  EMAIL_KINDS,
  type EmailFrequency,
  type TEmailPreferences,
} from "@domain/notifications/email-kinds";
import { InlineError } from "@web/components/inline-error";
import { Button } from "@web/components/ui/button";
import { NativeSelect } from "@web/components/ui/native-select";
import { Skeleton } from "@web/components/ui/skeleton";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { type FormEvent, useEffect, useState } from "react";
import { useEmailPreferences } from "../api/get-email-preferences";
import { useUpdateEmailPreferences } from "../api/update-email-preferences";
import { EMAIL_TEXTS as T } from "../texts";

/**
 * The Notification Preferences tab's e-mail part (decision 028): for each kind of e-mail, at once,
 * in the daily digest, or off. Native selects: keyboard, screen readers and phone pickers work as is.
 */
export function EmailPreferences() {
  const preferences = useEmailPreferences();
  const update = useUpdateEmailPreferences();
  const [draft, setDraft] = useState<TEmailPreferences | null>(null);
  useEffect(() => {
    if (preferences.data) setDraft(preferences.data);
  }, [preferences.data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    update.mutate(draft, {
      onSuccess: () => toast.success(T.saved),
      onError: (error) => toast.error(T.saveError, { description: errorMessageOf(error, "") }),
    });
  };

  return (
    <section
      aria-labelledby="email-preferences-title"
      className="max-w-2xl space-y-4 rounded-xl border bg-card p-4 sm:p-6"
    >
      <div>
        <h2 id="email-preferences-title" className="font-semibold text-lg">
          {T.title}
        </h2>
        <p className="text-sm text-muted-foreground">{T.description}</p>
      </div>
      {preferences.isError ? (
        <InlineError message={errorMessageOf(preferences.error, T.loadError)} onRetry={() => preferences.refetch()} />
      ) : !draft ? (
        <Skeleton className="h-64 rounded-lg" />
      ) : (
        <form onSubmit={submit} className="space-y-3">
          {EMAIL_KINDS.map((kind) => (
            <div key={kind} className="grid gap-1 sm:grid-cols-[1fr_12rem] sm:items-center sm:gap-4">
              <label htmlFor={`email-${kind}`} className="font-medium text-sm">
                {EMAIL_KIND_LABELS[kind]}
              </label>
              <NativeSelect
                id={`email-${kind}`}
                value={draft[kind]}
                onChange={(e) => setDraft({ ...draft, [kind]: e.target.value as EmailFrequency })}
              >
                {EMAIL_FREQUENCIES.map((frequency) => (
                  <option key={frequency} value={frequency}>
                    {EMAIL_FREQUENCY_LABELS[frequency]}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ))}
          <div className="pt-2">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? T.saving : T.save}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
