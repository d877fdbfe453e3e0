import { cn } from "@web/lib/cn";
import type { ComponentProps } from "react";

export function Label({ className, ...props }: ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
  return <label className={cn("text-sm font-medium leading-none", className)} {...props} />;
}
