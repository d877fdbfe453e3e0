import type { TCreateReport, TCreateReportResult } from "@domain/reports/report-schemas";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { useKeyedAction } from "@web/lib/idempotency";

const createReport = (input: TCreateReport, idempotencyKey: string) =>
  apiFetch<TCreateReportResult>("/api/reports", { body: input, idempotencyKey });

/** POST /api/reports. Nothing on screen lists reports, so there is no cache to refresh. */
export function useCreateReport() {
  return useMutation({ mutationFn: useKeyedAction(createReport) });
}
