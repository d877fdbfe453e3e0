import { randomUUID } from "node:crypto";
import type { TRealtimeEvent } from "@domain/schemas/realtime";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/** The one Postgres channel every server process LISTENs on. */
export const REALTIME_CHANNEL = "kuza_events";

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; stay well under it. */
export const MAX_PAYLOAD_BYTES = 7_500;

/** What travels through NOTIFY: an id (the SSE event id, the same in every process), the recipients and the event. */
export type Envelope = { id: string; to: string[]; event: TRealtimeEvent };

/** Serialises an envelope, leaving out a message's content when the whole would not fit. */
export function encodeEnvelope(envelope: Envelope): string {
  const json = JSON.stringify(envelope);
  if (Buffer.byteLength(json, "utf8") <= MAX_PAYLOAD_BYTES) return json;
  if (envelope.event.kind === "message" && envelope.event.message) {
    const { message: _dropped, ...small } = envelope.event;
    return JSON.stringify({ ...envelope, event: small });
  }
  throw new Error(`realtime payload too large (${json.length} characters, kind ${envelope.event.kind})`);
}

/**
 * Sends an event to users' live streams in every server process. Inside a transaction the
 * event leaves only when it commits (NOTIFY semantics), so a stream never hears of a row that
 * was rolled back.
 */
export async function publish(db: Database, to: string | string[], event: TRealtimeEvent): Promise<string> {
  const recipients = [...new Set(Array.isArray(to) ? to : [to])];
  const id = randomUUID();
  if (recipients.length === 0) return id;
  const payload = encodeEnvelope({ id, to: recipients, event });
  await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`);
  return id;
}

/** A control message on the same channel: every process's hub ends these users' open streams. */
type StreamControl = { control: "end_streams"; to: string[] };

/**
 * Ends the users' open event streams in every server process (a ban: the reconnect then finds no
 * session). Inside a transaction it takes effect when that commits, like publish.
 */
export async function endStreamsOf(db: Database, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const payload = JSON.stringify({ control: "end_streams", to: [...new Set(userIds)] } satisfies StreamControl);
  await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`);
}

/**
 * Many events in one statement (a bulk of notifications): each item goes to its recipients as
 * publish() would send it, with the same transaction semantics.
 */
export async function publishMany(db: Database, items: Array<{ to: string[]; event: TRealtimeEvent }>): Promise<void> {
  const payloads = items
    .filter((item) => item.to.length > 0)
    .map((item) => encodeEnvelope({ id: randomUUID(), to: [...new Set(item.to)], event: item.event }));
  if (payloads.length === 0) return;
  await db.execute(
    sql`select pg_notify(${REALTIME_CHANNEL}, payload) from jsonb_array_elements_text(${JSON.stringify(payloads)}::jsonb) as payload`,
  );
}
