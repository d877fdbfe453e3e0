import { REALTIME_EVENT_KINDS as CONTRACT_KINDS, ZRealtimeEventSchema } from "@domain/schemas/realtime";
import { describe, expect, it } from "vitest";
import { parseRealtimeEvent, REALTIME_EVENT_KINDS } from "./realtime-events";

// The hand-written guards against the contract's zod schema: every case below is read by both,
// and both must give the same answer (the guard is what the browser runs, the schema is the rule).

const CONVERSATION = "00000000-0000-4000-8000-0000000000c1";
const MESSAGE_ID = "00000000-0000-4000-8000-0000000000a1";
const NOTIFICATION = "0190d2b4-7c5e-7a3b-9f00-1234567890ab";
const AT = "2026-11-26T14:35:05.123Z";

const message = {
  id: MESSAGE_ID,
  conversationId: CONVERSATION,
  senderId: "user-them",
  receiverId: "user-me",
  content: "Hello, shall we meet on Tuesday?",
  readStatus: false,
  createdAt: AT,
};
const messageEvent = {
  kind: "message",
  conversationId: CONVERSATION,
  messageId: MESSAGE_ID,
  senderId: "user-them",
  receiverId: "user-me",
};
const readEvent = { kind: "read", conversationId: CONVERSATION, readerId: "user-them", readAt: AT };
const notificationEvent = { kind: "notification", change: "created", notificationId: NOTIFICATION };

const VALID: Array<[string, unknown]> = [
  ["a message event without the message", messageEvent],
  ["a message event with its message", { ...messageEvent, message }],
  ["a message with the fee warning", { ...messageEvent, message: { ...message, feeWarning: true } }],
  ["a read message", { ...messageEvent, message: { ...message, readStatus: true } }],
  ["a read event", readEvent],
  ["a read event with an offset", { ...readEvent, readAt: "2026-11-26T16:35:05+02:00" }],
  ["a read event on 29 February of a leap year", { ...readEvent, readAt: "2028-02-29T00:00:00Z" }],
  ["a new notification", notificationEvent],
  ["every notification read", { kind: "notification", change: "read", notificationId: null }],
  ["an upper-case UUID", { ...notificationEvent, notificationId: NOTIFICATION.toUpperCase() }],
  ["the nil UUID", { ...notificationEvent, notificationId: "00000000-0000-0000-0000-000000000000" }],
];

const MALFORMED: Array<[string, unknown]> = [
  ["null", null],
  ["a string", "message"],
  ["a number", 42],
  ["an array", [messageEvent]],
  ["an object without a kind", { conversationId: CONVERSATION }],
  ["an unknown kind (a newer server)", { kind: "typing", conversationId: CONVERSATION }],
  ["the stream's ready event", { kind: "ready" }],
  ["a kind of the wrong case", { ...readEvent, kind: "Read" }],
  ["a message event without its conversation", { ...messageEvent, conversationId: undefined }],
  ["a conversation id that is not a UUID", { ...messageEvent, conversationId: "c1" }],
  ["a UUID of an unknown variant", { ...messageEvent, messageId: "00000000-0000-4000-7000-0000000000a1" }],
  ["a number as sender", { ...messageEvent, senderId: 7 }],
  ["a sender with U+0000", { ...messageEvent, senderId: "user\u0000them" }],
  ["a receiver with a lone surrogate", { ...messageEvent, receiverId: "user-\ud800" }],
  ["a message that is not an object", { ...messageEvent, message: "Hello" }],
  ["a message of null", { ...messageEvent, message: null }],
  ["a message without content", { ...messageEvent, message: { ...message, content: undefined } }],
  ["a message content with U+0000", { ...messageEvent, message: { ...message, content: "a\u0000b" } }],
  ["a read status as text", { ...messageEvent, message: { ...message, readStatus: "false" } }],
  ["a fee warning of false", { ...messageEvent, message: { ...message, feeWarning: false } }],
  ["a message's date without a zone", { ...messageEvent, message: { ...message, createdAt: "2026-11-26T14:35:05" } }],
  ["a read event without its date", { ...readEvent, readAt: undefined }],
  ["a date without seconds", { ...readEvent, readAt: "2026-11-26T14:35Z" }],
  ["a date only", { ...readEvent, readAt: "2026-11-26" }],
  ["31 November", { ...readEvent, readAt: "2026-11-31T10:00:00Z" }],
  ["29 February of a common year", { ...readEvent, readAt: "2026-02-29T10:00:00Z" }],
  ["month 13", { ...readEvent, readAt: "2026-13-01T10:00:00Z" }],
  ["hour 24", { ...readEvent, readAt: "2026-11-26T24:00:00Z" }],
  ["a date as a number", { ...readEvent, readAt: Date.parse(AT) }],
  ["a reader of null", { ...readEvent, readerId: null }],
  ["a notification change it does not know", { ...notificationEvent, change: "deleted" }],
  ["a notification without its id", { kind: "notification", change: "read" }],
  ["a notification id that is not a UUID", { ...notificationEvent, notificationId: "n1" }],
];

describe("parseRealtimeEvent", () => {
  it.each(VALID)("reads %s as the contract does", (_name, data) => {
    const contract = ZRealtimeEventSchema.parse(data);
    expect(parseRealtimeEvent(data)).toEqual(contract);
  });

  it.each(MALFORMED)("refuses %s, as the contract does", (_name, data) => {
    expect(ZRealtimeEventSchema.safeParse(data).success).toBe(false);
    expect(parseRealtimeEvent(data)).toBeNull();
  });

  it("leaves out the fields the contract does not name", () => {
    const parsed = parseRealtimeEvent({ ...readEvent, extra: "x", __proto__: { polluted: true } });
    expect(parsed).toEqual({ kind: "read", conversationId: CONVERSATION, readerId: "user-them", readAt: AT });
    const withMessage = parseRealtimeEvent({ ...messageEvent, message: { ...message, secret: "no" } });
    expect(withMessage).toEqual({ ...messageEvent, message });
    expect(Object.keys(withMessage && withMessage.kind === "message" ? (withMessage.message ?? {}) : {})).not.toContain(
      "secret",
    );
  });

  it("listens to the contract's event kinds", () => {
    expect(REALTIME_EVENT_KINDS).toEqual(CONTRACT_KINDS);
  });
});
