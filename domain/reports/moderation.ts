import { m } from "@i18n/messages";
import type { CampaignStatus } from "../constants/campaigns";
import {
  MODERATION_ACTIONS,
  type ModerationAction,
  REPORT_OUTCOME_NOTIFICATION,
  type ReportStatus,
  type ReportTargetType,
} from "./report-constants";

// The moderation rules, pure: which actions a target allows, what each leaves on the report, what
// the reporter is told, and which campaigns can be unpublished.

/** Unpublish is for campaigns only; every target may be dismissed or its owner banned. */
export function moderationActionsFor(targetType: ReportTargetType): ModerationAction[] {
  return MODERATION_ACTIONS.filter((action) => action !== "unpublish" || targetType === "campaign");
}

const STATUS_AFTER: Record<ModerationAction, Exclude<ReportStatus, "open">> = {
  dismiss: "dismissed",
  unpublish: "unpublished",
  ban: "banned",
};

/** The status every open report on the target gets when an admin takes `action`. */
export function reportStatusAfter(action: ModerationAction): Exclude<ReportStatus, "open"> {
  return STATUS_AFTER[action];
}

/**
 * Unpublishing takes a live campaign, or one waiting for review, to Rejected: by decision 011 a
 * rejected campaign goes live again only through another admin's review, and the founder may
 * still edit and resubmit it. Drafts, completed and rejected campaigns are not live.
 */
export const UNPUBLISHED_CAMPAIGN_STATUS = "rejected" satisfies CampaignStatus;
export const UNPUBLISHABLE_CAMPAIGN_STATUSES = ["active", "pending"] as const satisfies readonly CampaignStatus[];

export function canUnpublish(status: CampaignStatus): boolean {
  return (UNPUBLISHABLE_CAMPAIGN_STATUSES as readonly CampaignStatus[]).includes(status);
}

/** Fills a {key} template with values (a missing key stays as written). */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/** The reporter's notification text: a neutral outcome that names no action against anyone. */
export function reporterOutcomeText(status: Exclude<ReportStatus, "open">, title: string): string {
  const template =
    status === "dismissed" ? REPORT_OUTCOME_NOTIFICATION.dismissed : REPORT_OUTCOME_NOTIFICATION.actioned;
  return fillTemplate(template, { title });
}

/** The snapshot title of a reported message ("Message from Kofi"), in the reporter's language. */
export function messageSnapshotTitle(senderName: string): string {
  return m.domain_reportMessageSnapshotTitle({ name: senderName });
}
