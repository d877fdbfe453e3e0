import { BUSINESS_MESSAGES } from "@domain/constants/businesses";
import { m } from "@i18n/messages";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { Store } from "lucide-react";
import { Link } from "react-router";

/**
 * The line that sends a founder without a business to create it first. It says campaigns by
 * default; a screen that needs the business for something else (matching) says what, in `message`.
 */
export function FounderBusinessRequired({ className, message }: { className?: string; message?: string }) {
  return (
    <div
      className={cn(
        "flex flex-col gap-3 rounded-xl border border-dashed bg-muted/40 p-4 sm:flex-row sm:items-center sm:justify-between",
        className,
      )}
    >
      <p className="flex items-start gap-2 text-sm">
        <Store className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        {message ?? BUSINESS_MESSAGES.createFirst}
      </p>
      <Button asChild size="sm" variant="secondary">
        <Link to="/founder/business">{m.ui_createBusinessProfile()}</Link>
      </Button>
    </div>
  );
}
