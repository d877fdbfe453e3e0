import { formatRelativeTime, formatUnreadBadge } from "@domain/format";
import type { TConversation } from "@domain/schemas/messaging";
import { m } from "@i18n/messages";
import { InlineError } from "@web/components/inline-error";
import { LoadMore } from "@web/components/load-more";
import { Input } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { MESSAGING_TEXTS as T } from "@web/features/messaging/texts";
import { messagesHref } from "@web/lib/start-conversation";
import { MessagesSquare, Search, SearchX } from "lucide-react";
import { Link } from "react-router";
import { ParticipantAvatar, roleLabel } from "./participant-avatar";

type Props = {
  conversations: TConversation[] | undefined;
  /** The next page of the list: whether there is one, and asking for it. */
  more: { hasMore: boolean; loading: boolean; failed: boolean; onLoad: () => void };
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  search: string;
  onSearchChange: (value: string) => void;
  selectedId: string | null;
  now: Date;
};

/** The inbox's left pane: search by participant name, then conversations by last message, newest first. */
export function ConversationList({
  conversations,
  more,
  isPending,
  error,
  onRetry,
  search,
  onSearchChange,
  selectedId,
  now,
}: Props) {
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <search className="border-b p-3">
        <label htmlFor="conversation-search" className="sr-only">
          {T.searchLabel}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="conversation-search"
            type="search"
            placeholder={T.searchPlaceholder}
            value={search}
            onChange={(e) => onSearchChange(e.target.value)}
            className="pl-9"
            autoComplete="off"
          />
        </div>
      </search>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <ListBody
          conversations={conversations}
          more={more}
          isPending={isPending}
          error={error}
          onRetry={onRetry}
          search={search.trim()}
          selectedId={selectedId}
          now={now}
        />
      </div>
    </div>
  );
}

function ListBody({
  conversations,
  more,
  isPending,
  error,
  onRetry,
  search,
  selectedId,
  now,
}: Omit<Props, "onSearchChange">) {
  if (isPending) {
    return (
      <div aria-busy="true" className="space-y-1 p-2">
        <p role="status" className="sr-only">
          {T.loadingConversations}
        </p>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="flex items-center gap-3 p-2">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-3 w-3/4" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (error && !conversations) {
    return (
      <div className="p-3">
        <InlineError message={m.messaging_conversationsError({ error: error.message })} onRetry={onRetry} />
      </div>
    );
  }
  if (!conversations || conversations.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 p-8 text-center text-sm text-muted-foreground">
        {search ? (
          <>
            <SearchX className="size-7" aria-hidden="true" />
            <p>{m.messaging_noSearchResults({ search })}</p>
          </>
        ) : (
          <>
            <MessagesSquare className="size-7" aria-hidden="true" />
            <p className="font-medium text-foreground">{T.noConversations}</p>
            <p>{T.startOne}</p>
          </>
        )}
      </div>
    );
  }
  return (
    <>
      <ul aria-label={T.conversations} className="divide-y">
        {conversations.map((c) => (
          <li key={c.id}>
            <ConversationItem conversation={c} selected={c.id === selectedId} now={now} />
          </li>
        ))}
      </ul>
      <div className="px-3 pb-4">
        <LoadMore {...more} errorMessage={m.messaging_conversationsError({ error: error?.message ?? "" })} />
      </div>
    </>
  );
}

function ConversationItem({
  conversation: c,
  selected,
  now,
}: {
  conversation: TConversation;
  selected: boolean;
  now: Date;
}) {
  const badge = formatUnreadBadge(c.unreadCount);
  const role = roleLabel(c.participantRole);
  return (
    <Link
      to={messagesHref(c.participantId)}
      aria-current={selected ? "true" : undefined}
      className={`flex items-center gap-3 px-3 py-3 outline-none hover:bg-accent/60 focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset ${
        selected ? "bg-accent" : ""
      }`}
    >
      <ParticipantAvatar name={c.participantName} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline gap-2">
          <span className={`truncate ${badge ? "font-semibold" : "font-medium"}`}>{c.participantName}</span>
          {role && <span className="shrink-0 text-xs text-muted-foreground">{role}</span>}
          {c.lastMessageTime && (
            <time dateTime={c.lastMessageTime} className="ml-auto shrink-0 text-xs text-muted-foreground">
              {formatRelativeTime(c.lastMessageTime, now)}
            </time>
          )}
        </span>
        <span className="mt-0.5 flex items-center gap-2">
          <span className={`truncate text-sm ${badge ? "text-foreground" : "text-muted-foreground"}`}>
            {c.lastMessage ?? T.noMessagesPreview}
          </span>
          {badge && (
            <span className="ml-auto flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
              {badge}
              <span className="sr-only"> {m.messaging_unread({ count: c.unreadCount })}</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}
