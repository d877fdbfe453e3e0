import { MessagesPage } from "@web/features/messaging/pages/messages-page";
import { ReportButton } from "@web/features/reports/components/report-button";

/** /messages with the reports area's Report on each message the viewer received. */
export function MessagesRoute() {
  return (
    <MessagesPage
      renderMessageActions={(message) => <ReportButton targetType="message" targetId={message.id} compact />}
    />
  );
}
