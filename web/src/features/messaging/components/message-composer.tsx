import { MESSAGING_MESSAGES as M, MESSAGE_MAX_LENGTH } from "@domain/constants/messaging";
import { m } from "@i18n/messages";
import { Button } from "@web/components/ui/button";
import { Textarea } from "@web/components/ui/textarea";
import { useSendMessage } from "@web/features/messaging/api/send-message";
import { MESSAGING_TEXTS as T } from "@web/features/messaging/texts";
import { ApiError } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { SendHorizontal } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useRef, useState } from "react";
import { isSendKey } from "./send-key";

/**
 * Enter sends, Shift+Enter adds a newline; empty or whitespace-only text is never sent and what
 * is sent is trimmed. While a message is on its way the text is read-only (it keeps the focus,
 * so the next message can be typed straight after) and Send is disabled.
 */
export function MessageComposer({
  conversationId,
  viewerId,
  participantName,
}: {
  conversationId: string;
  viewerId: string;
  participantName: string;
}) {
  const [text, setText] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const send = useSendMessage(conversationId, viewerId);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const content = text.trim();

  const submit = () => {
    if (!content || send.isPending) return;
    setAnnouncement("");
    send.mutate(content, {
      onSuccess: () => {
        setText("");
        // Screen readers hear the spec's "Message Sent"; sighted users see the bubble appear, so a
        // toast for every message of a chat would only be noise.
        setAnnouncement(M.sent);
        inputRef.current?.focus();
      },
      onError: (error) => {
        // The server's reason when the user can act on it: too fast, or the other account is suspended.
        const readable = error instanceof ApiError && (error.status === 429 || error.code === "ACCOUNT_SUSPENDED");
        const description = readable ? error.message : undefined;
        toast.error(M.sendFailed, { description });
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey(event)) return;
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2 border-t bg-card p-3">
      <label htmlFor="message-composer" className="sr-only">
        {m.messaging_messageTo({ name: participantName })}
      </label>
      <Textarea
        id="message-composer"
        ref={inputRef}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        readOnly={send.isPending}
        aria-busy={send.isPending}
        aria-describedby="message-composer-hint"
        maxLength={MESSAGE_MAX_LENGTH}
        rows={1}
        placeholder={T.composerPlaceholder}
        className="max-h-40 min-h-10 resize-none field-sizing-content"
      />
      <span id="message-composer-hint" className="sr-only">
        {T.composerHint}
      </span>
      <Button type="submit" size="icon" aria-label={T.send} disabled={!content || send.isPending}>
        <SendHorizontal aria-hidden="true" />
      </Button>
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </form>
  );
}
