import { SECTOR_LABELS, SECTORS, type Sector } from "@domain/constants/businesses";
import {
  INVESTOR_MESSAGES,
  RISK_APPETITE_LABELS,
  RISK_APPETITES,
  type RiskAppetite,
} from "@domain/constants/investors";
import { sectorLabel } from "@domain/format";
import { coerceTicketSize } from "@domain/investor-input";
import type { TInvestorPreferences, ZInvestorPreferencesInputSchema } from "@domain/schemas/investors";
import { m } from "@i18n/messages";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { FieldError } from "@web/components/ui/field-error";
import { TextField } from "@web/components/ui/text-field";
import { useUpdateInvestorPreferences } from "@web/features/investors/api/update-investor-preferences";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { applyServerFieldErrors, errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { type Resolver, useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";

type FormValues = { sectors: Sector[]; ticketSizes: { min: string; max: string }; riskAppetite: RiskAppetite };
type FormResult = z.output<typeof ZInvestorPreferencesInputSchema>;

// The form holds ticket sizes as text; the schema reads them as numbers on submit.
const resolver = lazyZodResolver(() =>
  import("@domain/schemas/investors").then((schemas) => schemas.ZInvestorPreferencesInputSchema),
) as unknown as Resolver<FormValues, unknown, FormResult> & { preload: () => void };
const FIELD_NAMES = ["sectors", "ticketSizes", "riskAppetite"];
const isListed = (s: string): s is Sector => (SECTORS as readonly string[]).includes(s);

function toFormValues(preferences: TInvestorPreferences): FormValues {
  return {
    sectors: preferences.sectors.filter(isListed),
    ticketSizes: { min: String(preferences.ticketSizes.min), max: String(preferences.ticketSizes.max) },
    riskAppetite: preferences.riskAppetite,
  };
}

/** /investor/preferences: sectors from the spec's list, ticket min and max, risk appetite. */
export function InvestorPreferencesForm({ preferences }: { preferences: TInvestorPreferences }) {
  const update = useUpdateInvestorPreferences();
  const form = useForm<FormValues, unknown, FormResult>({ resolver, defaultValues: toFormValues(preferences) });
  const { errors, isSubmitting } = form.formState;
  // Sectors typed on the profile that are not in the list cannot be ticked here; saving drops them.
  const unlisted = preferences.sectors.filter((s) => !isListed(s));

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset(toFormValues(saved));
      toast.success(INVESTOR_MESSAGES.preferencesSaved);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELD_NAMES);
      toast.error(INVESTOR_MESSAGES.preferencesErrorTitle, {
        description: `${INVESTOR_MESSAGES.preferencesErrorPrefix}${errorMessageOf(error)}`,
      });
    }
  });

  const ticket = (which: "min" | "max") => {
    const name = `ticketSizes.${which}` as const;
    return form.register(name, {
      onBlur: (event: { target: { value: string } }) =>
        form.setValue(name, String(coerceTicketSize(event.target.value)), {
          shouldValidate: form.formState.isSubmitted,
        }),
    });
  };

  const sectorsError = errors.sectors?.message ?? errors.sectors?.root?.message;
  const riskError = errors.riskAppetite?.message;

  return (
    <form onSubmit={submit} onFocus={resolver.preload} noValidate aria-busy={isSubmitting}>
      <Card>
        <CardContent className="space-y-6 pt-5">
          <fieldset className="space-y-3" aria-describedby={sectorsError ? "sectors-error" : "sectors-hint"}>
            <legend className="text-sm font-medium">{m.investors_sectors()}</legend>
            <p id="sectors-hint" className="text-xs text-muted-foreground">
              {m.investors_sectorsHint()}
            </p>
            <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-4">
              {SECTORS.map((sector) => (
                <label
                  key={sector}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm font-medium transition-colors hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                >
                  <input
                    type="checkbox"
                    value={sector}
                    className="size-4 accent-[var(--primary)]"
                    {...form.register("sectors")}
                  />
                  {SECTOR_LABELS[sector]}
                </label>
              ))}
            </div>
            {unlisted.length > 0 && (
              <p className="text-xs text-muted-foreground">
                {m.investors_unlistedBefore()}{" "}
                <Link to="/investor/profile" className="text-primary underline underline-offset-4">
                  {m.investors_unlistedLink()}
                </Link>{" "}
                {m.investors_unlistedAfter({ sectors: unlisted.map(sectorLabel).join(", ") })}
              </p>
            )}
            <FieldError id="sectors-error" message={sectorsError} />
          </fieldset>

          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="ticketMin"
              label={m.investors_ticketMin()}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              error={errors.ticketSizes?.min?.message}
              {...ticket("min")}
            />
            <TextField
              id="ticketMax"
              label={m.investors_ticketMax()}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              hint={m.investors_ticketMaxHint()}
              error={errors.ticketSizes?.max?.message}
              {...ticket("max")}
            />
          </div>

          <fieldset className="space-y-3" aria-describedby={riskError ? "risk-error" : undefined}>
            <legend className="text-sm font-medium">{m.investors_riskAppetite()}</legend>
            <div className="grid grid-cols-3 gap-2 sm:max-w-md">
              {RISK_APPETITES.map((risk) => (
                <label
                  key={risk}
                  className="flex cursor-pointer items-center justify-center gap-2 rounded-lg border p-3 text-sm font-medium transition-colors hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                >
                  <input
                    type="radio"
                    value={risk}
                    className="size-4 accent-[var(--primary)]"
                    {...form.register("riskAppetite")}
                  />
                  {RISK_APPETITE_LABELS[risk]}
                </label>
              ))}
            </div>
            <FieldError id="risk-error" message={riskError} />
          </fieldset>

          <div className="flex justify-end">
            <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
              {isSubmitting ? m.investors_saving() : m.investors_savePreferences()}
            </Button>
          </div>
        </CardContent>
      </Card>
    </form>
  );
}
