import { MESSAGING_MESSAGES as M } from "@domain/constants/messaging";
import type { TConversation } from "@domain/schemas/messaging";
import { EmptyState } from "@web/components/empty-state";
import { InlineError } from "@web/components/inline-error";
import { PageHeader } from "@web/components/page-header";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { useContactConversation } from "@web/features/messaging/api/get-contact-conversation";
import { useConversations } from "@web/features/messaging/api/get-conversations";
import { inboxConversations } from "@web/features/messaging/cache";
import { ConversationList } from "@web/features/messaging/components/conversation-list";
import type { MessageActions } from "@web/features/messaging/components/message-actions";
import { MessageThread } from "@web/features/messaging/components/message-thread";
import { MESSAGING_TEXTS as T } from "@web/features/messaging/texts";
import { ApiError } from "@web/lib/api-client";
import { useViewer } from "@web/lib/session";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { useNow } from "@web/lib/use-now";
import { LogIn, MessagesSquare } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";

const SEARCH_DEBOUNCE_MS = 250;

/**
 * /messages: the guard signs visitors in first; should one get here anyway, the spec's sentence.
 * `renderMessageActions` is composed in by the app (the reports area's Report, which a flagged
 * message shows in its fee warning); without it a message has no actions.
 */
export function MessagesPage({ renderMessageActions }: { renderMessageActions?: MessageActions } = {}) {
  const viewer = useViewer();
  if (viewer.status === "loading") {
    return (
      <div className="flex justify-center p-10">
        <Spinner />
      </div>
    );
  }
  if (!viewer.me) {
    return (
      <section>
        <PageHeader title={T.title} />
        <EmptyState icon={LogIn} message={M.signedOut}>
          <Button asChild>
            <Link to={`/login?next=${encodeURIComponent("/messages")}`}>{T.signIn}</Link>
          </Button>
        </EmptyState>
      </section>
    );
  }
  return <Inbox viewerId={viewer.me.user.id} renderMessageActions={renderMessageActions} />;
}

/**
 * The conversation picked in the URL (?contact={userId}): from the list when it is there,
 * otherwise got or created on the server (a first contact, or one the list's search hides).
 */
function useSelectedConversation(
  contact: string | null,
  lists: Array<TConversation[] | undefined>,
  listReady: boolean,
) {
  const fromList = contact ? lists.flatMap((l) => l ?? []).find((c) => c.participantId === contact) : undefined;
  const started = useContactConversation(contact, listReady && !fromList);
  return { conversation: fromList ?? started.data ?? null, started };
}

function Inbox({ viewerId, renderMessageActions }: { viewerId: string; renderMessageActions?: MessageActions }) {
  const [params] = useSearchParams();
  const contact = params.get("contact")?.trim() || null;
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const now = useNow(30_000);

  // The full list resolves ?contact=; a search asks the server for the matching ones.
  const everyone = useConversations("");
  const searched = useConversations(term, { enabled: term !== "" });
  const shown = term ? searched : everyone;
  // The fetched pages read once per render, for the ?contact= lookup and the list alike.
  const everyoneList = inboxConversations(everyone.data);
  const searchedList = inboxConversations(searched.data);
  const { conversation, started } = useSelectedConversation(contact, [everyoneList, searchedList], everyone.isSuccess);

  return (
    <section className="flex h-[calc(100dvh-3.5rem-2rem)] min-h-[28rem] flex-col sm:h-[calc(100dvh-3.5rem-3rem)]">
      <h1 className={`mb-4 text-2xl font-bold tracking-tight sm:text-3xl ${contact ? "max-md:sr-only" : ""}`}>
        {T.title}
      </h1>
      <div className="flex min-h-0 flex-1 overflow-hidden rounded-xl border bg-card">
        {/* Phones show the list or the thread; wider screens both side by side. */}
        <div
          className={`min-h-0 w-full flex-col md:flex md:w-80 md:shrink-0 md:border-r lg:w-96 ${
            contact ? "hidden" : "flex"
          }`}
        >
          <ConversationList
            conversations={shown.data && (shown === searched ? searchedList : everyoneList)}
            more={{
              hasMore: shown.hasNextPage,
              loading: shown.isFetchingNextPage,
              failed: shown.isFetchNextPageError,
              onLoad: () => void shown.fetchNextPage(),
            }}
            isPending={shown.isPending}
            error={shown.error}
            onRetry={() => void shown.refetch()}
            search={search}
            onSearchChange={setSearch}
            selectedId={conversation?.id ?? null}
            now={now}
          />
        </div>
        <div className={`min-h-0 min-w-0 flex-1 flex-col ${contact ? "flex" : "hidden md:flex"}`}>
          {conversation ? (
            <MessageThread
              key={conversation.id}
              conversation={conversation}
              viewerId={viewerId}
              now={now}
              renderMessageActions={renderMessageActions}
            />
          ) : contact ? (
            <ContactPending
              error={started.error}
              pending={!everyone.isSuccess || started.isPending}
              onRetry={() => void started.refetch()}
            />
          ) : (
            <div className="flex flex-1 items-center justify-center p-6">
              <EmptyState icon={MessagesSquare} message={T.selectConversation} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

function ContactPending({ pending, error, onRetry }: { pending: boolean; error: Error | null; onRetry: () => void }) {
  if (error) {
    // The server's reason when it has one the user can act on (yourself, same role, no such user).
    const detail =
      error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : M.startFailed;
    return (
      <div className="space-y-3 p-4">
        <Button asChild variant="ghost" size="sm" className="-ml-2 md:hidden">
          <Link to="/messages">{T.backToConversations}</Link>
        </Button>
        <InlineError message={detail} onRetry={detail === M.startFailed ? onRetry : undefined} />
      </div>
    );
  }
  return (
    <div className="flex flex-1 items-center justify-center p-6">
      {pending && <Spinner label={T.openingConversation} />}
    </div>
  );
}
