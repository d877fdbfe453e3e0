import { MESSAGING_MESSAGES as M } from "@domain/constants/messaging";
import type { TConversation, TMessage } from "@domain/schemas/messaging";
import { m } from "@i18n/messages";
import { InlineError } from "@web/components/inline-error";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { useMessages } from "@web/features/messaging/api/get-messages";
import { useMarkConversationRead } from "@web/features/messaging/api/mark-conversation-read";
import { threadMessages } from "@web/features/messaging/cache";
import { setOpenConversation } from "@web/features/messaging/realtime";
import { MESSAGING_TEXTS as T } from "@web/features/messaging/texts";
import { useDocumentVisible } from "@web/lib/use-document-visible";
import { ArrowLeft, Ban, MessageCircle } from "lucide-react";
import { useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { Link } from "react-router";
import type { MessageActions } from "./message-actions";
import { MessageBubble } from "./message-bubble";
import { MessageComposer } from "./message-composer";
import { ParticipantAvatar, roleLabel } from "./participant-avatar";

/** The latest message the viewer received and has not read, if any. */
function latestUnreadFor(messages: readonly TMessage[], viewerId: string): TMessage | undefined {
  return messages.findLast((m) => m.receiverId === viewerId && !m.readStatus);
}

/**
 * Marks what the viewer received here read while the thread is on screen and the tab in front,
 * again whenever a new one arrives; the conversation counts as open so the list adds no unread.
 */
function useReadWhileOpen(conversationId: string, viewerId: string, messages: readonly TMessage[]) {
  const visible = useDocumentVisible();
  const { mutate, isPending } = useMarkConversationRead(viewerId);
  const latestUnread = latestUnreadFor(messages, viewerId);
  // Each unread message is tried once: a failed call is not repeated in a loop.
  const tried = useRef<string | null>(null);

  useEffect(() => {
    if (!visible) return;
    setOpenConversation(conversationId);
    return () => setOpenConversation(null);
  }, [conversationId, visible]);

  const latestId = latestUnread?.id;
  const latestAt = latestUnread?.createdAt;
  useEffect(() => {
    if (!visible || !latestId || !latestAt || isPending || tried.current === latestId) return;
    tried.current = latestId;
    mutate({ conversationId, upTo: latestAt });
  }, [conversationId, latestId, latestAt, visible, isPending, mutate]);
}

/**
 * Keeps the newest message in view as messages arrive, unless the reader has scrolled up to
 * read older ones (their own new message brings them down); loading older ones keeps the place.
 */
function useStickToBottom(messages: readonly TMessage[], viewerId: string) {
  const ref = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef<{ first?: string; last?: string; height: number }>({ height: 0 });

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const first = messages[0]?.id;
    const last = messages.at(-1);
    const before = previous.current;
    if (before.last === last?.id && before.first !== first && before.height > 0) {
      el.scrollTop += el.scrollHeight - before.height;
    } else if (before.last !== last?.id && (atBottom.current || last?.senderId === viewerId || !before.last)) {
      el.scrollTop = el.scrollHeight;
    }
    previous.current = { first, last: last?.id, height: el.scrollHeight };
  }, [messages, viewerId]);

  const onScroll = () => {
    const el = ref.current;
    if (el) atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
  };
  return { ref, onScroll };
}

export function MessageThread({
  conversation,
  viewerId,
  now,
  renderMessageActions,
}: {
  conversation: TConversation;
  viewerId: string;
  now: Date;
  /** Shown with each message the viewer received (not with their own). */
  renderMessageActions?: MessageActions;
}) {
  const query = useMessages(conversation.id);
  const messages = useMemo(() => threadMessages(query.data), [query.data]);
  useReadWhileOpen(conversation.id, viewerId, messages);
  const scroll = useStickToBottom(messages, viewerId);
  const role = roleLabel(conversation.participantRole);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-3 border-b px-3 py-2.5">
        <Button asChild variant="ghost" size="icon" className="-ml-1 md:hidden">
          <Link to="/messages" aria-label={T.backToConversations}>
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <ParticipantAvatar name={conversation.participantName} />
        <div className="min-w-0">
          <h2 className="truncate font-semibold">{conversation.participantName}</h2>
          {role && <p className="text-xs text-muted-foreground">{role}</p>}
        </div>
      </div>
      {/* A long thread scrolls in its own box; focusable so a keyboard can scroll it too. */}
      <div
        ref={scroll.ref}
        onScroll={scroll.onScroll}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto px-3 py-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:px-4"
      >
        {query.isPending ? (
          <div aria-busy="true" className="space-y-3">
            <p role="status" className="sr-only">
              {T.loadingMessages}
            </p>
            <Skeleton className="h-12 w-1/2 rounded-2xl" />
            <Skeleton className="ml-auto h-12 w-2/5 rounded-2xl" />
            <Skeleton className="h-16 w-3/5 rounded-2xl" />
          </div>
        ) : query.isError && !query.data ? (
          <InlineError
            message={m.messaging_messagesError({ error: query.error.message })}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <>
            {query.hasNextPage && (
              <div className="mb-3 flex justify-center">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {query.isFetchingNextPage ? T.loading : T.loadEarlier}
                </Button>
              </div>
            )}
            {messages.length === 0 ? (
              <div className="flex h-full flex-col items-center justify-center gap-2 text-center text-sm text-muted-foreground">
                <MessageCircle className="size-7" aria-hidden="true" />
                <p>{m.messaging_sayHello({ name: conversation.participantName })}</p>
              </div>
            ) : (
              <div role="log" aria-label={m.messaging_messagesWith({ name: conversation.participantName })}>
                <ol className="space-y-2">
                  {messages.map((m) => {
                    const own = m.senderId === viewerId;
                    // A flagged message's Report sits in its fee warning, as a full button.
                    const warned = !own && m.feeWarning === true;
                    return (
                      <MessageBubble
                        key={m.id}
                        message={m}
                        own={own}
                        now={now}
                        actions={own ? undefined : renderMessageActions?.(m, { prominent: warned })}
                      />
                    );
                  })}
                </ol>
              </div>
            )}
          </>
        )}
      </div>
      {conversation.participantSuspended ? (
        // The other participant is banned: the server refuses new messages either way.
        <p role="note" className="flex items-center gap-2 border-t bg-muted p-3 text-sm font-medium">
          <Ban className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          {M.accountSuspended}
        </p>
      ) : (
        <MessageComposer
          conversationId={conversation.id}
          viewerId={viewerId}
          participantName={conversation.participantName}
        />
      )}
    </div>
  );
}
