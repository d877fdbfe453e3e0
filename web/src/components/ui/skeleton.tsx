import { cn } from "@web/lib/cn";
import type { ComponentProps } from "react";

/** A grey block where content is about to appear; hidden from screen readers (pair it with a status). */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-muted", className)} {...props} />;
}
