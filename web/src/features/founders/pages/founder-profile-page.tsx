import { BUSINESS_MESSAGES } from "@domain/constants/businesses";
import { FOUNDER_MESSAGES } from "@domain/constants/founders";
import type { TFounderProfile, ZFounderProfileInputSchema } from "@domain/schemas/founders";
import { m } from "@i18n/messages";
import { InlineError } from "@web/components/inline-error";
import { PageHeader } from "@web/components/page-header";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { SelectField } from "@web/components/ui/select-field";
import { Spinner } from "@web/components/ui/spinner";
import { TextField } from "@web/components/ui/text-field";
import { useFounderProfile } from "@web/features/founders/api/get-founder-profile";
import { useUpdateFounderProfile } from "@web/features/founders/api/update-founder-profile";
import { SectorOptions } from "@web/features/founders/components/sector-options";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { applyServerFieldErrors, errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { lazy, Suspense } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

// Its own chunk: the profile form shows within its budget, the time zone a moment later.
const TimeZoneCard = lazy(() =>
  import("@web/components/time-zone-card").then((module) => ({ default: module.TimeZoneCard })),
);

type FormValues = z.input<typeof ZFounderProfileInputSchema>;
type FormResult = z.output<typeof ZFounderProfileInputSchema>;
const resolver = lazyZodResolver<FormValues, FormResult>(() =>
  import("@domain/schemas/founders").then((schemas) => schemas.ZFounderProfileInputSchema),
);

const toFormValues = (founder: TFounderProfile): FormValues => ({
  fullName: founder.fullName,
  phone: founder.phone ?? "",
  industrySector: founder.industrySector ?? "",
});

function FounderProfileForm({ founder }: { founder: TFounderProfile }) {
  const update = useUpdateFounderProfile();
  const form = useForm<FormValues, unknown, FormResult>({
    resolver,
    defaultValues: toFormValues(founder),
  });
  const { errors, isSubmitting } = form.formState;
  const sector = form.watch("industrySector");

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset(toFormValues(saved));
      toast.success(BUSINESS_MESSAGES.changesSaved);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, Object.keys(form.getValues()));
      toast.error(BUSINESS_MESSAGES.errorSaving, { description: errorMessageOf(error) });
    }
  });

  return (
    <form onSubmit={submit} onFocus={resolver.preload} noValidate className="space-y-4" aria-busy={isSubmitting}>
      <div className="space-y-2">
        <Label htmlFor="email">{m.founders_email()}</Label>
        <Input
          id="email"
          type="email"
          value={founder.email}
          readOnly
          aria-describedby="email-hint"
          className="bg-muted"
        />
        <p id="email-hint" className="text-xs text-muted-foreground">
          {FOUNDER_MESSAGES.emailReadOnly}
        </p>
      </div>
      <TextField
        id="fullName"
        label={m.founders_fullName()}
        autoComplete="name"
        error={errors.fullName?.message}
        {...form.register("fullName")}
      />
      <TextField
        id="phone"
        label={m.founders_phone()}
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register("phone")}
      />
      <SelectField
        id="industrySector"
        label={m.founders_industrySector()}
        error={errors.industrySector?.message}
        {...form.register("industrySector")}
      >
        <SectorOptions current={sector} placeholder={m.founders_selectSector()} />
      </SelectField>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? m.founders_saving() : m.founders_saveChanges()}
        </Button>
      </div>
    </form>
  );
}

/** /founder/profile: the founder's own details (the e-mail is their sign-in and stays as it is). */
export function FounderProfilePage() {
  const profile = useFounderProfile();
  return (
    <section className="mx-auto max-w-2xl">
      <PageHeader title={m.founders_profileTitle()} description={m.founders_profileDescription()} />
      {profile.isPending ? (
        <Spinner label={m.founders_loadingProfile()} />
      ) : profile.isError ? (
        <InlineError
          message={m.founders_profileLoadError({ reason: errorMessageOf(profile.error) })}
          onRetry={() => profile.refetch()}
        />
      ) : (
        <>
          <Card>
            <CardContent className="pt-5">
              <FounderProfileForm founder={profile.data} />
            </CardContent>
          </Card>
          <Suspense fallback={null}>
            <TimeZoneCard />
          </Suspense>
        </>
      )}
    </section>
  );
}
