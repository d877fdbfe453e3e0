import { BUSINESS_MESSAGES } from "@domain/constants/businesses";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { Store } from "lucide-react";
import { Link } from "react-router";

/** Campaigns belong to a business: the line that sends a founder without one to create it first. */
export function FounderBusinessRequired({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        "flex flex-col gap-3 rounded-xl border border-dashed bg-muted/40 p-4 sm:flex-row sm:items-center sm:justify-between",
        className,
      )}
    >
      <p className="flex items-start gap-2 text-sm">
        <Store className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        {BUSINESS_MESSAGES.createFirst}
      </p>
      <Button asChild size="sm" variant="secondary">
        <Link to="/founder/business">Create Business Profile</Link>
      </Button>
    </div>
  );
}
