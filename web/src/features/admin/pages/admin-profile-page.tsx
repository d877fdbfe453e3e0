import { ADMIN_MESSAGES } from "@domain/constants/admin";
import type { TAdminProfile, ZAdminProfileInputSchema } from "@domain/schemas/admin";
import { m } from "@i18n/messages";
import { InlineError } from "@web/components/inline-error";
import { PageHeader } from "@web/components/page-header";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { TextField } from "@web/components/ui/text-field";
import { useAdminProfile } from "@web/features/admin/api/get-admin-profile";
import { useUpdateAdminProfile } from "@web/features/admin/api/update-admin-profile";
import { PROFILE_TEXTS as P, ADMIN_TEXTS as T } from "@web/features/admin/texts";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { applyServerFieldErrors, errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { useForm } from "react-hook-form";
import type { z } from "zod";

type FormValues = z.input<typeof ZAdminProfileInputSchema>;
type FormResult = z.output<typeof ZAdminProfileInputSchema>;
const resolver = lazyZodResolver<FormValues, FormResult>(() =>
  import("@domain/schemas/admin").then((mod) => mod.ZAdminProfileInputSchema),
);

const toFormValues = (profile: TAdminProfile): FormValues => ({
  fullName: profile.fullName,
  phone: profile.phone ?? "",
});

function AdminProfileForm({ profile }: { profile: TAdminProfile }) {
  const update = useUpdateAdminProfile();
  const form = useForm<FormValues, unknown, FormResult>({ resolver, defaultValues: toFormValues(profile) });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset(toFormValues(saved));
      toast.success(ADMIN_MESSAGES.profileSaved);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, Object.keys(form.getValues()));
      toast.error(ADMIN_MESSAGES.errorSaving, { description: errorMessageOf(error) });
    }
  });

  return (
    <form onSubmit={submit} onFocus={resolver.preload} noValidate className="space-y-4" aria-busy={isSubmitting}>
      <div className="space-y-2">
        <Label htmlFor="email">{P.email}</Label>
        <Input
          id="email"
          type="email"
          value={profile.email}
          readOnly
          aria-describedby="email-hint"
          className="bg-muted"
        />
        <p id="email-hint" className="text-xs text-muted-foreground">
          {T.emailReadOnly}
        </p>
      </div>
      <TextField
        id="fullName"
        label={P.fullName}
        autoComplete="name"
        error={errors.fullName?.message}
        {...form.register("fullName")}
      />
      <TextField
        id="phone"
        label={P.phone}
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register("phone")}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? T.saving : P.save}
        </Button>
      </div>
    </form>
  );
}

/** /admin/profile: the admin's own name and phone. */
export function AdminProfilePage() {
  const profile = useAdminProfile();
  return (
    <section className="mx-auto max-w-2xl">
      <PageHeader title={T.profileTitle} description={T.profileDescription} />
      {profile.isPending ? (
        <Spinner label={P.loading} />
      ) : profile.isError ? (
        <InlineError
          message={m.admin_profileError({ error: errorMessageOf(profile.error) })}
          onRetry={() => profile.refetch()}
        />
      ) : (
        <Card>
          <CardContent className="pt-5">
            <AdminProfileForm profile={profile.data} />
          </CardContent>
        </Card>
      )}
    </section>
  );
}
