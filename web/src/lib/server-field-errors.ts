import { m } from "@i18n/messages";
import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";

/**
 * Puts the API's field errors ({ "milestones.0.title": ["…"] }) under the fields they name, so
 * the server's word shows where the client's would. Keys outside `fields` (the form's top-level
 * names) are left to the toast. Returns whether any field got a message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let first = true;
  for (const [key, messages] of Object.entries(error.fields)) {
    const message = messages[0];
    const top = key.split(".")[0] ?? "";
    if (!message || !fields.includes(top)) continue;
    setError(key as FieldPath<T>, { type: "server", message }, { shouldFocus: first });
    first = false;
  }
  return !first;
}

/** The message a failure toast shows under its title (the fallback read in the reader's language, per call). */
export function errorMessageOf(error: unknown, fallback: string = m.ui_pleaseTryAgain()): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
