import {
  REPORT_DETAILS_MAX,
  REPORT_MESSAGES,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportTargetType,
} from "@domain/reports/report-constants";
import type { ZCreateReportSchema } from "@domain/reports/report-schemas";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@web/components/ui/dialog";
import { FieldError } from "@web/components/ui/field-error";
import { TextareaField } from "@web/components/ui/textarea-field";
import { useCreateReport } from "@web/features/reports/api/create-report";
import { REPORT_THIS, REPORT_TEXTS as T } from "@web/features/reports/texts";
import { ApiError } from "@web/lib/api-client";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { applyServerFieldErrors, errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { type ReactElement, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

type FormValues = z.input<typeof ZCreateReportSchema>;
type FormResult = z.output<typeof ZCreateReportSchema>;
const resolver = lazyZodResolver<FormValues, FormResult>(() =>
  import("@domain/reports/report-schemas").then((m) => m.ZCreateReportSchema),
);

/**
 * The report form: a reason from the short list, optional details, Send Report. The reason's and
 * the details' errors show under them; a refusal that is about the report itself (already
 * reported, too many, no longer there) shows under the form. Opens at once (loadOnUse).
 */
export function ReportDialog({
  trigger,
  targetType,
  targetId,
}: {
  trigger: ReactElement;
  targetType: ReportTargetType;
  targetId: string;
}) {
  const [open, setOpen] = useState(true);
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateReport();
  const form = useForm<FormValues, unknown, FormResult>({
    resolver,
    defaultValues: { targetType, targetId, details: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const idBase = `report-${targetType}-${targetId}`;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset();
      setFormError(null);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await create.mutateAsync(values);
      toast.success(REPORT_MESSAGES.sent, { description: REPORT_MESSAGES.sentText });
      onOpenChange(false);
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ["reason", "details"])) return;
      setFormError(error instanceof ApiError ? error.message : errorMessageOf(error, REPORT_MESSAGES.errorSending));
    }
  });

  const reasonError = errors.reason?.message;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} onFocus={resolver.preload} noValidate className="grid gap-4" aria-busy={isSubmitting}>
          <DialogHeader>
            <DialogTitle>{REPORT_THIS[targetType]}</DialogTitle>
            <DialogDescription>{T.description}</DialogDescription>
          </DialogHeader>
          <fieldset
            className="space-y-2"
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${idBase}-reason-error` : undefined}
          >
            <legend className="mb-2 text-sm font-medium">{T.reasonLegend}</legend>
            {REPORT_REASONS.map((reason) => (
              <label
                key={reason}
                className="flex min-h-9 cursor-pointer items-center gap-3 rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
              >
                <input type="radio" value={reason} className="size-4 accent-primary" {...form.register("reason")} />
                {REPORT_REASON_LABELS[reason]}
              </label>
            ))}
            <FieldError id={`${idBase}-reason-error`} message={reasonError} />
          </fieldset>
          <TextareaField
            id={`${idBase}-details`}
            label={T.detailsLabel}
            hint={T.detailsHint}
            rows={3}
            maxLength={REPORT_DETAILS_MAX}
            error={errors.details?.message}
            {...form.register("details")}
          />
          {formError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {formError}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {T.cancel}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? T.sending : T.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
