// Whether a stored upload went through the virus scanner (issue 21): "clean" when clamd checked it
// and found nothing; "not_scanned" when no scanner was configured as it arrived (and for every
// file stored before scanning existed). A flagged file is never stored, so it has no status.
export const SCAN_STATUSES = ["clean", "not_scanned"] as const;
export type ScanStatus = (typeof SCAN_STATUSES)[number];
