import { useQueryClient } from "@tanstack/react-query";
import { refreshDueDiligence } from "@web/features/due-diligence/realtime";
import { applyMessageEvent, applyReadEvent, refreshMessaging } from "@web/features/messaging/realtime";
import { refreshNotifications } from "@web/features/notifications/realtime";
import { EventStream } from "@web/lib/event-stream";
import { LiveStreamContext } from "@web/lib/live-stream-status";
import { SESSION_QUERY_KEY } from "@web/lib/query-client";
import { getMe, useMe } from "@web/lib/session";
import { whenPageSettled } from "@web/lib/when-page-settled";
import { type ReactNode, useEffect, useState } from "react";
import { parseRealtimeEvent, REALTIME_EVENT_KINDS } from "./realtime-events";

const EVENTS_URL = "/api/events";

/**
 * Holds this tab's one live stream while someone is signed in (a new one for a new user, none
 * when signed out), turns its events into cache updates, and tells the lists whether to poll.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const viewerId = me?.profile ? me.user.id : null;
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (!viewerId) return;
    const stream = new EventStream({
      url: EVENTS_URL,
      kinds: REALTIME_EVENT_KINDS,
      readyKind: "ready",
      heartbeatKind: "heartbeat",
      onStatus: (status) => setLive(status === "open"),
      onReady: () => {
        // No replay: whatever changed before the stream was subscribed is fetched again.
        refreshMessaging(queryClient);
        refreshNotifications(queryClient);
      },
      // The stream cannot read its answer's status: ask whether the session still stands. Only a
      // clear "signed out" counts (it ends the stream through the clean-up below); a server that
      // cannot be reached right now is no reason to sign anyone out.
      onFailure: () => {
        getMe().then(
          (current) => {
            if (current === null) queryClient.setQueryData(SESSION_QUERY_KEY, null);
          },
          () => undefined,
        );
      },
      onEvent: (_kind, data) => {
        const event = parseRealtimeEvent(data);
        if (!event) return;
        switch (event.kind) {
          case "message":
            applyMessageEvent(queryClient, event, viewerId);
            return;
          case "read":
            applyReadEvent(queryClient, event, viewerId);
            return;
          case "notification":
            refreshNotifications(queryClient);
            // The other party changed a process or a meeting: due diligence screens ask again.
            refreshDueDiligence(queryClient);
            return;
          default:
            event satisfies never;
        }
      },
    });
    // After the page's own data: the stream's ready refetches would compete with it.
    const cancelStart = whenPageSettled(queryClient, () => stream.start());
    return () => {
      cancelStart();
      stream.stop();
      setLive(false);
    };
  }, [viewerId, queryClient]);

  return <LiveStreamContext value={live}>{children}</LiveStreamContext>;
}
