import { MessagesPage } from "@web/features/messaging/pages/messages-page";
import { ReportButton } from "@web/features/reports/components/report-button";

/**
 * /messages with the reports area's Report on each message the viewer received: a small flag in
 * the bubble, a full button in a fee warning.
 */
export function MessagesRoute() {
  return (
    <MessagesPage
      renderMessageActions={(message, { prominent }) => (
        <ReportButton targetType="message" targetId={message.id} compact={!prominent} />
      )}
    />
  );
}
