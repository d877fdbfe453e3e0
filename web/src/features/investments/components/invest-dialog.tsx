import { INVESTMENT_MESSAGES } from "@domain/constants/investments";
import { formatUsd } from "@domain/format";
import type { TCampaignWithBusiness } from "@domain/schemas/campaigns";
import { investmentAmountError, ZInvestmentCreateSchema } from "@domain/schemas/investments";
import { zodResolver } from "@hookform/resolvers/zod";
import { m } from "@i18n/messages";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@web/components/ui/dialog";
import { TextField } from "@web/components/ui/text-field";
import { useCreateInvestment } from "@web/features/investments/api/create-investment";
import { INVESTMENT_TEXTS as T } from "@web/features/investments/texts";
import { ApiError } from "@web/lib/api-client";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { type ReactElement, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";

export type Limits = { minInvestment: number; maxInvestment: number; remaining: number };
type FormValues = { amount: unknown };

/** The campaign's own amount rule on top of the shared field schema, so the dialog says what the API would. */
function amountSchema(limits: Limits) {
  return z.object({ amount: ZInvestmentCreateSchema.shape.amount }).superRefine((value, ctx) => {
    const problem = investmentAmountError(value.amount, limits);
    if (problem) ctx.addIssue({ code: "custom", path: ["amount"], message: problem });
  });
}

/** The API's refusal, in its own words, under the field: fields.amount, else the message (409 not active, 404). */
function refusalOf(error: unknown): string {
  if (error instanceof ApiError) return error.fields.amount?.[0] ?? error.message;
  return errorMessageOf(error, T.tryAgain);
}

function InvestForm({
  campaign,
  limits,
  onDone,
}: {
  campaign: TCampaignWithBusiness;
  limits: Limits;
  onDone: () => void;
}) {
  const create = useCreateInvestment();
  const resolver = useMemo(() => zodResolver(amountSchema(limits)), [limits]);
  const form = useForm<FormValues, unknown, { amount: number }>({ resolver, defaultValues: { amount: "" } });
  const { errors, isSubmitting } = form.formState;
  const cap = Math.min(limits.maxInvestment, limits.remaining);

  const submit = form.handleSubmit(async ({ amount }) => {
    try {
      const { created } = await create.mutateAsync({ campaignId: campaign.id, amount });
      if (created) toast.success(INVESTMENT_MESSAGES.createdTitle, { description: INVESTMENT_MESSAGES.createdText });
      else toast.info(INVESTMENT_MESSAGES.alreadyPending);
      onDone();
    } catch (error) {
      form.setError("amount", { type: "server", message: refusalOf(error) }, { shouldFocus: true });
      toast.error(INVESTMENT_MESSAGES.errorCreating, { description: refusalOf(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-busy={isSubmitting}>
      <TextField
        id="invest-amount"
        label={T.amountLabel}
        type="number"
        inputMode="numeric"
        min={limits.minInvestment}
        max={cap}
        step={1}
        autoComplete="off"
        placeholder={String(limits.minInvestment)}
        hint={
          <>
            {m.investments_amountLimits({ min: formatUsd(limits.minInvestment), max: formatUsd(limits.maxInvestment) })}
            {limits.remaining < limits.maxInvestment && (
              <> · {m.investments_goalRemains({ remaining: formatUsd(limits.remaining) })}</>
            )}
          </>
        }
        error={errors.amount?.message}
        {...form.register("amount", { setValueAs: (v: string) => (v === "" ? undefined : v) })}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            {T.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? T.submitting : T.confirmInvestment}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * The Invest Now dialog and its form (Radix dialog, react-hook-form, zod), loaded by InvestPanel
 * when the button is first pressed, and open at once. A fresh form each time it opens.
 */
export function InvestDialog({
  campaign,
  limits,
  trigger,
}: {
  campaign: TCampaignWithBusiness;
  limits: Limits;
  trigger: ReactElement;
}) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.investments_investIn({ name: campaign.title })}</DialogTitle>
          <DialogDescription>
            {m.investments_dialogDescription({ business: campaign.business.businessName })}
          </DialogDescription>
        </DialogHeader>
        {open && <InvestForm campaign={campaign} limits={limits} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
