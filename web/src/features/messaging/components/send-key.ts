import type { KeyboardEvent } from "react";

/** Enter sends the message; Shift+Enter (a new line) and Enter that ends an IME composition do not. */
export function isSendKey(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
  return event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing;
}
