import type { Role } from "@domain/constants/accounts";
import { detectFeeRequest } from "@domain/messaging/fee-request-detection";
import type { TMessage } from "@domain/schemas/messaging";

// The fee-scam warning on a message: shown to the founder who received it, never to its sender
// (who is not told) nor to an investor or admin recipient (the issue asks for founders).
//
// Computed on read from the body rather than stored when the message is written: the rules will
// be tuned for precision, and every fix then applies to messages already sent (a false warning
// disappears, a newly caught phrasing shows up) with no migration or backfill; and the flag depends
// on who reads, which a stored column would still have to check. The cost is a few regular
// expressions per message shown (at most MESSAGES_PAGE_MAX per page, each at most 5000 characters).

export type Reader = { id: string; role: Role | null };

/** The message as `reader` sees it: with `feeWarning: true` when it is theirs to be warned about. */
export function forReader(message: TMessage, reader: Reader): TMessage {
  if (reader.role !== "founder" || message.receiverId !== reader.id || message.senderId === reader.id) return message;
  return detectFeeRequest(message.content).length > 0 ? { ...message, feeWarning: true } : message;
}
