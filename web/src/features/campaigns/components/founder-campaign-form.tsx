import { choosingSubmitsForReview } from "@domain/campaign-review";
import {
  CAMPAIGN_CREATE_STATUSES,
  CAMPAIGN_INSTRUMENT_LABELS,
  CAMPAIGN_INSTRUMENTS,
  CAMPAIGN_MESSAGES,
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUSES,
  EQUITY_MAX,
  EQUITY_MIN,
} from "@domain/constants/campaigns";
import { m } from "@i18n/messages";
import { ImageUpload } from "@web/components/image-upload";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { SelectField } from "@web/components/ui/select-field";
import { TextField } from "@web/components/ui/text-field";
import { TextareaField } from "@web/components/ui/textarea-field";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { applyServerFieldErrors } from "@web/lib/server-field-errors";
import type { ReactNode } from "react";
import { Controller, type Resolver, useForm, useWatch } from "react-hook-form";
import { type CampaignFormResult, type CampaignFormValues, type FORM_MODE, localDate } from "./founder-campaign-values";

// The create schema's statuses are a subset of the update schema's, so its result fits the same form.
const RESOLVERS = {
  create: lazyZodResolver(() =>
    import("@domain/schemas/campaigns").then((schemas) => schemas.ZCampaignCreateSchema),
  ) as unknown as Resolver<CampaignFormValues, unknown, CampaignFormResult> & { preload: () => void },
  edit: lazyZodResolver<CampaignFormValues, CampaignFormResult>(() =>
    import("@domain/schemas/campaigns").then((schemas) => schemas.ZCampaignUpdateSchema),
  ),
};

/** Where a banner goes and how its preview looks. */
const BANNER_UPLOAD = { folder: "banners", shape: "banner" } as const;

/** An emptied number box is "no answer" (the schema's "… is required"), not 0. */
const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

type Props = {
  /** Create offers draft, pending and active; edit offers all five statuses. */
  mode: (typeof FORM_MODE)[keyof typeof FORM_MODE];
  defaultValues: CampaignFormValues;
  submitLabel: string;
  submittingLabel: string;
  /** Shows its own toasts; a thrown ApiError's field messages land under the fields. */
  onSubmit: (values: CampaignFormResult) => Promise<void>;
  /** Extra controls beside the submit button (edit: Delete). */
  actions?: ReactNode;
  /** Whether the founder's business is Verified: if not, Active goes to review, and the form says so first. */
  businessVerified: boolean;
};

/** The campaign form shared by /founder/campaigns/new and /founder/campaigns/{id}. */
export function FounderCampaignForm({
  mode,
  defaultValues,
  submitLabel,
  submittingLabel,
  onSubmit,
  actions,
  businessVerified,
}: Props) {
  const resolver = RESOLVERS[mode];
  const form = useForm<CampaignFormValues, unknown, CampaignFormResult>({ resolver, defaultValues });
  const { errors, isSubmitting } = form.formState;
  const statuses = mode === "create" ? CAMPAIGN_CREATE_STATUSES : CAMPAIGN_STATUSES;
  const chosen = useWatch({ control: form.control, name: "status" });
  // Decision 018, the server's own rule: said before saving, so Active is never a surprise.
  const toReview = choosingSubmitsForReview({
    from: mode === "create" ? null : defaultValues.status,
    to: chosen,
    businessVerified,
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, Object.keys(defaultValues));
    }
  });

  const money = (name: "fundingGoal" | "minInvestment" | "maxInvestment") =>
    form.register(name, { setValueAs: emptyToUndefined });

  return (
    <form onSubmit={submit} onFocus={resolver.preload} noValidate className="space-y-6" aria-busy={isSubmitting}>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">{m.campaigns_basics()}</h2>
          <CardDescription>{m.campaigns_basicsDescription()}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <TextField id="title" label={m.campaigns_title()} error={errors.title?.message} {...form.register("title")} />
          <TextareaField
            id="summary"
            label={m.campaigns_summary()}
            rows={3}
            hint={m.campaigns_summaryHint()}
            error={errors.summary?.message}
            {...form.register("summary")}
          />
          <Controller
            control={form.control}
            name="bannerImageUrl"
            render={({ field }) => (
              <ImageUpload
                label={m.campaigns_bannerImage()}
                {...BANNER_UPLOAD}
                value={field.value ?? null}
                onChange={(url) => field.onChange(url)}
              />
            )}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">{m.campaigns_terms()}</h2>
          <CardDescription>{m.campaigns_termsDescription()}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="fundingGoal"
            label={m.campaigns_fundingGoalUsd()}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            error={errors.fundingGoal?.message}
            {...money("fundingGoal")}
          />
          <TextField
            id="equityOffered"
            label={m.campaigns_equityOfferedPercent()}
            type="number"
            inputMode="decimal"
            min={EQUITY_MIN}
            max={EQUITY_MAX}
            step={0.01}
            error={errors.equityOffered?.message}
            {...form.register("equityOffered", { setValueAs: emptyToUndefined })}
          />
          <TextField
            id="minInvestment"
            label={m.campaigns_minInvestmentUsd()}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            error={errors.minInvestment?.message}
            {...money("minInvestment")}
          />
          <TextField
            id="maxInvestment"
            label={m.campaigns_maxInvestmentUsd()}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            error={errors.maxInvestment?.message}
            {...money("maxInvestment")}
          />
          <SelectField
            id="instrument"
            label={m.campaigns_instrument()}
            error={errors.instrument?.message}
            {...form.register("instrument")}
          >
            {CAMPAIGN_INSTRUMENTS.map((instrument) => (
              <option key={instrument} value={instrument}>
                {CAMPAIGN_INSTRUMENT_LABELS[instrument]}
              </option>
            ))}
          </SelectField>
          <TextField
            id="endsAt"
            label={m.campaigns_endDate()}
            type="date"
            min={mode === "create" ? localDate(new Date()) : undefined}
            error={errors.endsAt?.message}
            {...form.register("endsAt")}
          />
          <SelectField
            id="status"
            label={m.campaigns_status()}
            // A live region: choosing Active is heard as well as seen.
            hint={
              <span role="status" className={toReview ? "font-medium text-foreground" : undefined}>
                {toReview ? CAMPAIGN_MESSAGES.activeNeedsReview : CAMPAIGN_MESSAGES.reviewHint}
              </span>
            }
            error={errors.status?.message}
            {...form.register("status")}
          >
            {statuses.map((status) => (
              <option key={status} value={status}>
                {CAMPAIGN_STATUS_LABELS[status]}
              </option>
            ))}
          </SelectField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">{m.campaigns_pitchCard()}</h2>
          <CardDescription>{m.campaigns_pitchCardDescription()}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <TextareaField
            id="pitch"
            label={m.campaigns_pitch()}
            rows={4}
            error={errors.pitch?.message}
            {...form.register("pitch")}
          />
          <div className="grid gap-4 md:grid-cols-2">
            <TextareaField
              id="problem"
              label={m.campaigns_problem()}
              error={errors.problem?.message}
              {...form.register("problem")}
            />
            <TextareaField
              id="solution"
              label={m.campaigns_solution()}
              error={errors.solution?.message}
              {...form.register("solution")}
            />
            <TextareaField
              id="market"
              label={m.campaigns_market()}
              error={errors.market?.message}
              {...form.register("market")}
            />
            <TextareaField
              id="businessModel"
              label={m.campaigns_businessModelField()}
              error={errors.businessModel?.message}
              {...form.register("businessModel")}
            />
          </div>
        </CardContent>
      </Card>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div>{actions}</div>
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? submittingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
