import { MESSAGING_MESSAGES as M } from "@domain/constants/messaging";
import { m } from "@i18n/messages";
import { useMutation } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { messagesHref, startConversation } from "@web/lib/start-conversation";
import { toast } from "@web/lib/toast";
import { MessageSquare } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";

/**
 * Contact Founder (business pages) and Message (investor pages): gets or creates the conversation
 * with `userId`, says so, and opens it in /messages. `missingMessage` is shown when there is nobody
 * to contact (a business without an owner).
 */
export function ContactButton({
  userId,
  children,
  missingMessage,
  variant = "outline",
}: {
  userId: string | null | undefined;
  children: ReactNode;
  missingMessage: string;
  variant?: "default" | "outline" | "secondary";
}) {
  const navigate = useNavigate();
  const start = useMutation({ mutationFn: startConversation });
  const onClick = () => {
    if (!userId) {
      toast.error(missingMessage);
      return;
    }
    start.mutate(userId, {
      onSuccess: () => {
        toast.success(M.started);
        navigate(messagesHref(userId));
      },
      onError: () => toast.error(m.ui_error(), { description: M.startFailed }),
    });
  };
  return (
    <Button variant={variant} onClick={onClick} disabled={start.isPending} aria-busy={start.isPending}>
      <MessageSquare aria-hidden="true" />
      {children}
    </Button>
  );
}
