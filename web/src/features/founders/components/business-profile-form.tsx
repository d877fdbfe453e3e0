import { BUSINESS_STAGE_LABELS, BUSINESS_STAGES } from "@domain/constants/businesses";
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
import { Controller, FormProvider, useForm } from "react-hook-form";
import type { BusinessFormResult, BusinessFormValues } from "./business-form-values";
import { DocumentFields, FundraisingFields, MilestoneFields, TeamFields } from "./business-list-fields";
import { SectorOptions } from "./sector-options";

const resolver = lazyZodResolver<BusinessFormValues, BusinessFormResult>(() =>
  import("@domain/schemas/businesses").then((schemas) => schemas.ZBusinessInputSchema),
);

/** An emptied number box falls back to the schema's default (0) rather than failing as "not a number". */
const blankNumber = (value: unknown) => (value === "" ? undefined : value);
const blankToNull = (value: unknown) => (value === "" ? null : value);
/** Where the logo is stored and how it is framed (technical values, not texts). */
const LOGO_UPLOAD = { folder: "logos", shape: "square" } as const;
const URL_PLACEHOLDER = "https://";
const ANY_STEP = "any";

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{title}</h2>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="space-y-6">{children}</CardContent>
    </Card>
  );
}

type Props = {
  defaultValues: BusinessFormValues;
  /** Before the first save the button says it creates the profile. */
  isNew: boolean;
  /** Shows its own toasts and returns the values the form should hold now; a thrown ApiError's field messages land under the fields. */
  onSubmit: (values: BusinessFormResult) => Promise<BusinessFormValues>;
};

/** The founder's business profile (spec part 2: /founder/business). */
export function BusinessProfileForm({ defaultValues, isNew, onSubmit }: Props) {
  const form = useForm<BusinessFormValues, unknown, BusinessFormResult>({
    resolver,
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const businessType = form.watch("businessType");

  const submit = form.handleSubmit(async (values) => {
    try {
      form.reset(await onSubmit(values));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, Object.keys(defaultValues));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} onFocus={resolver.preload} noValidate className="space-y-6" aria-busy={isSubmitting}>
        <Section title={m.founders_sectionCompany()} description={m.founders_sectionCompanyText()}>
          <TextField
            id="businessName"
            label={m.founders_businessName()}
            autoComplete="organization"
            error={errors.businessName?.message}
            {...form.register("businessName")}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              id="businessType"
              label={m.founders_sector()}
              error={errors.businessType?.message}
              {...form.register("businessType")}
            >
              <SectorOptions current={businessType} placeholder={m.founders_selectSector()} />
            </SelectField>
            <SelectField
              id="stage"
              label={m.founders_stage()}
              error={errors.stage?.message}
              {...form.register("stage", { setValueAs: blankToNull })}
            >
              <option value="">{m.founders_selectStage()}</option>
              {BUSINESS_STAGES.map((stage) => (
                <option key={stage} value={stage}>
                  {BUSINESS_STAGE_LABELS[stage]}
                </option>
              ))}
            </SelectField>
            <TextField
              id="incorporationCountry"
              label={m.founders_incorporationCountry()}
              autoComplete="country-name"
              error={errors.incorporationCountry?.message}
              {...form.register("incorporationCountry")}
            />
            <TextField
              id="videoPitchUrl"
              label={m.founders_videoPitchLink()}
              type="url"
              inputMode="url"
              placeholder={URL_PLACEHOLDER}
              error={errors.videoPitchUrl?.message}
              {...form.register("videoPitchUrl")}
            />
          </div>
          <TextareaField
            id="description"
            label={m.founders_description()}
            rows={5}
            hint={m.founders_descriptionHint()}
            error={errors.description?.message}
            {...form.register("description")}
          />
          <Controller
            control={form.control}
            name="logoUrl"
            render={({ field, fieldState }) => (
              <div className="space-y-1">
                <ImageUpload
                  id="logoUrl"
                  label={m.founders_logo()}
                  {...LOGO_UPLOAD}
                  value={field.value ?? null}
                  onChange={field.onChange}
                />
                {fieldState.error?.message && (
                  <p role="alert" className="text-sm font-medium text-destructive">
                    {fieldState.error.message}
                  </p>
                )}
              </div>
            )}
          />
        </Section>

        <Section title={m.founders_sectionTraction()} description={m.founders_sectionTractionText()}>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              id="tractionMetrics-revenue"
              label={m.founders_revenue()}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              error={errors.tractionMetrics?.revenue?.message}
              {...form.register("tractionMetrics.revenue", { setValueAs: blankNumber })}
            />
            <TextField
              id="tractionMetrics-users"
              label={m.founders_users()}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              error={errors.tractionMetrics?.users?.message}
              {...form.register("tractionMetrics.users", { setValueAs: blankNumber })}
            />
            <TextField
              id="tractionMetrics-growthRate"
              label={m.founders_growthRate()}
              type="number"
              inputMode="decimal"
              step={ANY_STEP}
              error={errors.tractionMetrics?.growthRate?.message}
              {...form.register("tractionMetrics.growthRate", { setValueAs: blankNumber })}
            />
          </div>
        </Section>

        <Section title={m.founders_sectionTrackRecord()}>
          <MilestoneFields />
          <FundraisingFields />
        </Section>

        <Section title={m.founders_sectionTeamDocuments()}>
          <TeamFields />
          <DocumentFields />
        </Section>

        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
            {isSubmitting ? m.founders_saving() : isNew ? m.founders_createBusinessProfile() : m.founders_saveChanges()}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
