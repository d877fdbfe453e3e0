import type { TMessage } from "@domain/schemas/messaging";
import type { ReactNode } from "react";

/**
 * What the app adds to each message the viewer received (the reports area's Report). `prominent`:
 * the message carries a fee warning, which shows the action as a full button.
 */
export type MessageActions = (message: TMessage, place: { prominent: boolean }) => ReactNode;
