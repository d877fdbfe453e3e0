import type { SecurityEventKind } from "@domain/security-events/security-event-kinds";
import type { Database } from "../../db/client";
import { securityEvents } from "../../db/schema";

export type SecurityEvent = {
  kind: SecurityEventKind;
  /** Whom the event concerns; null when an attempt named no known account. */
  userId: string | null;
  /** Who acted, when not the user themself (an admin banning, changing a role). */
  actorId?: string | null;
  ip?: string | null;
  /** Facts that name no secret (never a password, token or code). */
  detail?: Record<string, string | number | boolean | null>;
};

/**
 * Adds a row to the security log. Pass the transaction of the change it records (a ban, an NDA
 * acceptance) so the two land together; a refusal is recorded on its own.
 */
export async function recordSecurityEvent(db: Database, event: SecurityEvent): Promise<void> {
  await db.insert(securityEvents).values({
    kind: event.kind,
    userId: event.userId,
    actorId: event.actorId ?? null,
    ip: event.ip ?? null,
    detail: event.detail ?? {},
  });
}
