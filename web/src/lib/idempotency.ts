import { ApiError } from "./api-client";

// One Idempotency-Key per user action (decision 026): made once when the action starts and sent
// again with every retry of it, so a request the server committed but could not answer (a dropped
// connection, a 503 at commit) is answered, when retried, with its first result instead of
// being made twice.

/** Attempts after the first, and the wait before each. */
const RETRY_DELAYS_MS = [400, 1_500];

/** The request may have been done even though no answer came: worth asking again with the same key. */
function mayHaveBeenDone(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504)
  );
}

/** Runs one user action: `send` gets the action's key each time; retried only when the outcome is unknown. */
export async function idempotentAction<T>(
  send: (key: string) => Promise<T>,
  options: { delays?: readonly number[] } = {},
): Promise<T> {
  const key = crypto.randomUUID();
  const delays = options.delays ?? RETRY_DELAYS_MS;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send(key);
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || !mayHaveBeenDone(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
