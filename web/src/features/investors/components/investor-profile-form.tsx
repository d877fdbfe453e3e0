import { SECTOR_LABELS, SECTORS } from "@domain/constants/businesses";
import {
  INVESTOR_MESSAGES,
  INVESTOR_TYPE_LABELS,
  INVESTOR_TYPES,
  type InvestorType,
  RISK_APPETITE_LABELS,
  RISK_APPETITES,
  type RiskAppetite,
} from "@domain/constants/investors";
import { sectorLabel } from "@domain/format";
import { coerceTicketSize, normalizeSector } from "@domain/investor-input";
import type { TInvestorProfile, TInvestorProfileInputParsed } from "@domain/schemas/investors";
import { m } from "@i18n/messages";
import { ImageUpload } from "@web/components/image-upload";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { SelectField } from "@web/components/ui/select-field";
import { TextField } from "@web/components/ui/text-field";
import { TextareaField } from "@web/components/ui/textarea-field";
import { useUpdateInvestorProfile } from "@web/features/investors/api/update-investor-profile";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { applyServerFieldErrors } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { Controller, type Resolver, useForm } from "react-hook-form";
import { ChipsInput } from "./chips-input";

/** What the boxes hold; the shared schema turns it into what is saved (defaults, nulls, whole numbers). */
export type InvestorProfileFormValues = {
  fullName: string;
  investorType: InvestorType;
  phone: string;
  address: string;
  bio: string;
  avatarUrl: string | null;
  investmentPreferences: {
    sectors: string[];
    ticketSizes: { min: string; max: string };
    riskAppetite: RiskAppetite;
    stagePreference: string;
    investmentThesis: string;
    dealAppetite: string;
    preferredIndustries: string[];
  };
};

// The form holds ticket sizes as text; the schema reads them as numbers on submit.
const resolver = lazyZodResolver(() =>
  import("@domain/schemas/investors").then((schemas) => schemas.ZInvestorProfileInputSchema),
) as unknown as Resolver<InvestorProfileFormValues, unknown, TInvestorProfileInputParsed> & { preload: () => void };
/** Where the photo is stored and how it is framed (technical values, not texts). */
const AVATAR_UPLOAD = { folder: "avatars", shape: "circle" } as const;

function profileToFormValues(investor: TInvestorProfile): InvestorProfileFormValues {
  const p = investor.investmentPreferences;
  return {
    fullName: investor.fullName,
    investorType: investor.investorType,
    phone: investor.phone ?? "",
    address: investor.address ?? "",
    bio: investor.bio ?? "",
    avatarUrl: investor.avatarUrl,
    investmentPreferences: {
      sectors: p.sectors,
      ticketSizes: { min: String(p.ticketSizes.min), max: String(p.ticketSizes.max) },
      riskAppetite: p.riskAppetite,
      stagePreference: p.stagePreference ?? "",
      investmentThesis: p.investmentThesis ?? "",
      dealAppetite: p.dealAppetite ?? "",
      preferredIndustries: p.preferredIndustries,
    },
  };
}

/** The investor editor of /investor/profile (spec part 1): personal details, then investment preferences. */
export function InvestorProfileForm({ investor }: { investor: TInvestorProfile }) {
  const update = useUpdateInvestorProfile();
  const form = useForm<InvestorProfileFormValues, unknown, TInvestorProfileInputParsed>({
    resolver,
    defaultValues: profileToFormValues(investor),
  });
  const { errors, isSubmitting } = form.formState;
  const prefErrors = errors.investmentPreferences;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset(profileToFormValues(saved));
      toast.success(INVESTOR_MESSAGES.profileSavedTitle, { description: INVESTOR_MESSAGES.profileSavedText });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, Object.keys(form.formState.defaultValues ?? {}));
      toast.error(INVESTOR_MESSAGES.profileErrorTitle, { description: INVESTOR_MESSAGES.profileErrorText });
    }
  });

  // Whole numbers: what was typed is shown as it will be saved once the box is left ("12.5" → 12, "" → 0).
  const ticket = (which: "min" | "max") => {
    const name = `investmentPreferences.ticketSizes.${which}` as const;
    return form.register(name, {
      onBlur: (event: { target: { value: string } }) =>
        form.setValue(name, String(coerceTicketSize(event.target.value)), {
          shouldValidate: form.formState.isSubmitted,
        }),
    });
  };

  return (
    <form onSubmit={submit} onFocus={resolver.preload} noValidate className="space-y-6" aria-busy={isSubmitting}>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">{m.investors_personalDetails()}</h2>
          <CardDescription>{m.investors_personalDetailsText()}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <Controller
            control={form.control}
            name="avatarUrl"
            render={({ field }) => (
              <ImageUpload
                label={m.investors_profilePhoto()}
                {...AVATAR_UPLOAD}
                value={field.value}
                onChange={field.onChange}
                disabled={isSubmitting}
              />
            )}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="fullName"
              label={m.investors_fullName()}
              autoComplete="name"
              error={errors.fullName?.message}
              {...form.register("fullName")}
            />
            <SelectField
              id="investorType"
              label={m.investors_investorType()}
              error={errors.investorType?.message}
              {...form.register("investorType")}
            >
              {INVESTOR_TYPES.map((type) => (
                <option key={type} value={type}>
                  {INVESTOR_TYPE_LABELS[type]}
                </option>
              ))}
            </SelectField>
            <TextField
              id="phone"
              label={m.investors_phone()}
              type="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              {...form.register("phone")}
            />
            <TextField
              id="address"
              label={m.investors_address()}
              autoComplete="street-address"
              hint={m.investors_addressHint()}
              error={errors.address?.message}
              {...form.register("address")}
            />
          </div>
          <TextareaField
            id="bio"
            label={m.investors_bio()}
            rows={4}
            error={errors.bio?.message}
            {...form.register("bio")}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">{m.investors_investmentPreferences()}</h2>
          <CardDescription>{m.investors_investmentPreferencesText()}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <Controller
            control={form.control}
            name="investmentPreferences.sectors"
            render={({ field }) => (
              <ChipsInput
                id="sectors"
                label={m.investors_sectors()}
                placeholder={m.investors_sectorsPlaceholder()}
                value={field.value}
                onChange={field.onChange}
                display={sectorLabel}
                normalize={normalizeSector}
                suggestions={SECTORS.map((sector) => SECTOR_LABELS[sector])}
                error={prefErrors?.sectors?.message ?? prefErrors?.sectors?.root?.message}
                disabled={isSubmitting}
              />
            )}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="ticketMin"
              label={m.investors_ticketMin()}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              error={prefErrors?.ticketSizes?.min?.message}
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
              error={prefErrors?.ticketSizes?.max?.message}
              {...ticket("max")}
            />
            <SelectField
              id="riskAppetite"
              label={m.investors_riskAppetite()}
              error={prefErrors?.riskAppetite?.message}
              {...form.register("investmentPreferences.riskAppetite")}
            >
              {RISK_APPETITES.map((risk) => (
                <option key={risk} value={risk}>
                  {RISK_APPETITE_LABELS[risk]}
                </option>
              ))}
            </SelectField>
            <TextField
              id="stagePreference"
              label={m.investors_stagePreference()}
              placeholder={m.investors_stagePreferencePlaceholder()}
              error={prefErrors?.stagePreference?.message}
              {...form.register("investmentPreferences.stagePreference")}
            />
          </div>
          <TextareaField
            id="investmentThesis"
            label={m.investors_investmentThesis()}
            rows={4}
            error={prefErrors?.investmentThesis?.message}
            {...form.register("investmentPreferences.investmentThesis")}
          />
          <TextareaField
            id="dealAppetite"
            label={m.investors_dealAppetite()}
            rows={3}
            hint={m.investors_dealAppetiteHint()}
            error={prefErrors?.dealAppetite?.message}
            {...form.register("investmentPreferences.dealAppetite")}
          />
          <Controller
            control={form.control}
            name="investmentPreferences.preferredIndustries"
            render={({ field }) => (
              <ChipsInput
                id="preferredIndustries"
                label={m.investors_preferredIndustries()}
                placeholder={m.investors_industriesPlaceholder()}
                value={field.value}
                onChange={field.onChange}
                error={prefErrors?.preferredIndustries?.message ?? prefErrors?.preferredIndustries?.root?.message}
                disabled={isSubmitting}
              />
            )}
          />
        </CardContent>
      </Card>

      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? m.investors_saving() : m.investors_saveProfile()}
        </Button>
      </div>
    </form>
  );
}
