import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGES } from "@domain/constants/admin";
import type { ZSupportRequestSchema } from "@domain/schemas/admin";
import { PageHeader } from "@web/components/page-header";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { TextField } from "@web/components/ui/text-field";
import { TextareaField } from "@web/components/ui/textarea-field";
import { useSendSupportRequest } from "@web/features/help/api/send-support-request";
import { HELP_TEXTS as T } from "@web/features/help/texts";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { applyServerFieldErrors, errorMessageOf } from "@web/lib/server-field-errors";
import { useMe } from "@web/lib/session";
import { toast } from "@web/lib/toast";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";

type FormValues = z.input<typeof ZSupportRequestSchema>;
type FormResult = z.output<typeof ZSupportRequestSchema>;
const resolver = lazyZodResolver<FormValues, FormResult>(() =>
  import("@domain/schemas/admin").then((m) => m.ZSupportRequestSchema),
);

/** /support: a message to the Kuza team, kept and e-mailed to the admins; replies go to the account's e-mail. */
export function SupportPage() {
  const me = useMe();
  const send = useSendSupportRequest();
  const form = useForm<FormValues, unknown, FormResult>({ resolver, defaultValues: { subject: "", message: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      form.reset();
      toast.success(SUPPORT_MESSAGES.sent, { description: SUPPORT_MESSAGES.sentText });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ["subject", "message"]);
      toast.error(SUPPORT_MESSAGES.errorSending, { description: errorMessageOf(error) });
    }
  });

  return (
    <section className="mx-auto max-w-2xl">
      <PageHeader title={T.supportTitle} description={T.supportDescription} />
      <Card>
        <CardContent className="pt-5">
          <form onSubmit={submit} onFocus={resolver.preload} noValidate className="space-y-4" aria-busy={isSubmitting}>
            {me.data && (
              <p className="text-sm text-muted-foreground">
                {T.supportReplyTo} <span className="font-medium text-foreground">{me.data.user.email}</span>
              </p>
            )}
            <TextField id="subject" label={T.subject} error={errors.subject?.message} {...form.register("subject")} />
            <TextareaField
              id="message"
              label={T.message}
              rows={6}
              maxLength={SUPPORT_MESSAGE_MAX}
              error={errors.message?.message}
              {...form.register("message")}
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
              <Button asChild variant="link" className="px-0">
                <Link to="/help">{T.readHelpFirst}</Link>
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? T.sending : T.sendMessage}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
