import { IDEMPOTENCY_HEADER } from "@domain/idempotency/idempotency-key";
import { useState } from "react";
import { ApiError } from "./api-client";

// One Idempotency-Key per user action (decision 025). The key is made when the user submits and
// kept while that same action is tried again (a retry after a lost answer then gets the first
// answer from the server instead of a second row); the next action, or another request, gets a
// new one.

export { IDEMPOTENCY_HEADER };

/** Whether the server answered for good: a retry of it cannot be the lost commit a key is for. */
function answered(error: unknown): boolean {
  return error instanceof ApiError && error.status > 0 && error.status < 500;
}

/** The keys of one kind of action (one form, one composer): the pending action's, or a new one. */
function createActionKeys(newKey: () => string = () => crypto.randomUUID()) {
  let pending: { request: string; key: string } | null = null;
  return {
    /** The key for this request: the pending one when it is the same request tried again. */
    keyFor(request: unknown): string {
      const id = JSON.stringify(request) ?? "";
      if (pending?.request !== id) pending = { request: id, key: newKey() };
      return pending.key;
    },
    /** The action is over (it succeeded, or was refused for good): the next one gets a new key. */
    done() {
      pending = null;
    },
    /** After a failure: keeps the key unless the server answered, so a retry can find the first commit. */
    failed(error: unknown) {
      if (answered(error)) pending = null;
    },
  };
}

/**
 * A mutation function that sends each action with its key. `identify` says which inputs are the
 * same action (by default the input itself, as JSON; a file by its name, size and date).
 */
export function useKeyedAction<I, R>(
  send: (input: I, key: string) => Promise<R>,
  identify: (input: I) => unknown = (input) => input,
): (input: I) => Promise<R> {
  const [keys] = useState(() => createActionKeys());
  return async (input: I) => {
    const key = keys.keyFor(identify(input));
    try {
      const result = await send(input, key);
      keys.done();
      return result;
    } catch (error) {
      keys.failed(error);
      throw error;
    }
  };
}

/** A file as the same action knows it: a retry sends the same file again. */
export const fileIdentity = (file: File) => ({ name: file.name, size: file.size, lastModified: file.lastModified });
