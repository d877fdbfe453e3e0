import type { TCreateReport, TCreateReportResult } from "@domain/reports/report-schemas";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

const createReport = (input: TCreateReport) => apiFetch<TCreateReportResult>("/api/reports", { body: input });

/** POST /api/reports. Nothing on screen lists reports, so there is no cache to refresh. */
export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
