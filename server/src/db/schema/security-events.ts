import { SECURITY_EVENT_KINDS } from "@domain/security-events/security-event-kinds";
import { index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const securityEventKindEnum = pgEnum("security_event_kind", SECURITY_EVENT_KINDS);

/**
 * The security log: sign-ins, bans, role and two-step changes, NDA acceptances, refused links and
 * uploads. Rows are only ever added. The user is who it concerns (null when the attempt named no
 * known account); the actor is who did it when that is someone else (an admin banning).
 */
export const securityEvents = pgTable(
  "security_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: securityEventKindEnum("kind").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    /** The client address as the server saw it (client-ip.ts), when the event came from a request. */
    ip: text("ip"),
    /** Facts of the event that name no secret: an e-mail tried, a document id, a role, a reason. */
    detail: jsonb("detail").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("security_events_user_created_idx").on(table.userId, table.createdAt.desc()),
    index("security_events_created_idx").on(table.createdAt.desc()),
  ],
);
