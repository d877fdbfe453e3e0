import { REALTIME_EVENT_KINDS, type TRealtimeEvent, ZRealtimeEventSchema } from "@domain/schemas/realtime";

// Loaded on demand by the realtime provider: the contract's schemas bring zod, which the first
// page load (the landing page, a visitor) does not need.

export { REALTIME_EVENT_KINDS };

/** A stream event as the contract defines it, or null for anything else (a newer server's event, say). */
export function parseRealtimeEvent(data: unknown): TRealtimeEvent | null {
  const parsed = ZRealtimeEventSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
