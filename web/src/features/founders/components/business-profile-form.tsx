import { BUSINESS_STAGE_LABELS, BUSINESS_STAGES } from "@domain/constants/businesses";
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
  import("@domain/schemas/businesses").then((m) => m.ZBusinessInputSchema),
);

/** An emptied number box falls back to the schema's default (0) rather than failing as "not a number". */
const blankNumber = (value: unknown) => (value === "" ? undefined : value);
const blankToNull = (value: unknown) => (value === "" ? null : value);

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
        <Section title="Company" description="How investors will find and recognise your business.">
          <TextField
            id="businessName"
            label="Business name"
            autoComplete="organization"
            error={errors.businessName?.message}
            {...form.register("businessName")}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              id="businessType"
              label="Sector"
              error={errors.businessType?.message}
              {...form.register("businessType")}
            >
              <SectorOptions current={businessType} placeholder="Select a sector" />
            </SelectField>
            <SelectField
              id="stage"
              label="Stage"
              error={errors.stage?.message}
              {...form.register("stage", { setValueAs: blankToNull })}
            >
              <option value="">Select a stage</option>
              {BUSINESS_STAGES.map((stage) => (
                <option key={stage} value={stage}>
                  {BUSINESS_STAGE_LABELS[stage]}
                </option>
              ))}
            </SelectField>
            <TextField
              id="incorporationCountry"
              label="Country of incorporation"
              autoComplete="country-name"
              error={errors.incorporationCountry?.message}
              {...form.register("incorporationCountry")}
            />
            <TextField
              id="videoPitchUrl"
              label="Video pitch link"
              type="url"
              inputMode="url"
              placeholder="https://"
              error={errors.videoPitchUrl?.message}
              {...form.register("videoPitchUrl")}
            />
          </div>
          <TextareaField
            id="description"
            label="Description"
            rows={5}
            hint="What you do, for whom, and why now."
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
                  label="Logo"
                  folder="logos"
                  shape="square"
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

        <Section title="Traction" description="Current figures; revenue in whole US dollars.">
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              id="tractionMetrics-revenue"
              label="Revenue (USD)"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              error={errors.tractionMetrics?.revenue?.message}
              {...form.register("tractionMetrics.revenue", { setValueAs: blankNumber })}
            />
            <TextField
              id="tractionMetrics-users"
              label="Users"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              error={errors.tractionMetrics?.users?.message}
              {...form.register("tractionMetrics.users", { setValueAs: blankNumber })}
            />
            <TextField
              id="tractionMetrics-growthRate"
              label="Growth rate (%)"
              type="number"
              inputMode="decimal"
              step="any"
              error={errors.tractionMetrics?.growthRate?.message}
              {...form.register("tractionMetrics.growthRate", { setValueAs: blankNumber })}
            />
          </div>
        </Section>

        <Section title="Track record">
          <MilestoneFields />
          <FundraisingFields />
        </Section>

        <Section title="Team and documents">
          <TeamFields />
          <DocumentFields />
        </Section>

        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
            {isSubmitting ? "Saving…" : isNew ? "Create Business Profile" : "Save Changes"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
