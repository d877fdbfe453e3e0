import { SCAN_STATUSES } from "@domain/uploads/scan-status";
import { pgEnum } from "drizzle-orm/pg-core";

/** Whether a stored upload went through the virus scanner (domain/uploads/scan-status.ts). */
export const scanStatusEnum = pgEnum("scan_status", SCAN_STATUSES);
