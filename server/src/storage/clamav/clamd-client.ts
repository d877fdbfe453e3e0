import { connect, type Socket } from "node:net";

// A client of clamd's INSTREAM command (clamd(8), "INSTREAM"): after "zINSTREAM\0" the file goes
// as chunks, each a 4-byte big-endian length then its bytes, ended by a zero length; clamd then
// answers one NUL-terminated line: "stream: OK", "stream: <signature> FOUND", or "<reason> ERROR".
// Past clamd's StreamMaxLength it answers "INSTREAM size limit exceeded. ERROR" and closes the
// connection, possibly while chunks are still being sent.

/** Where clamd listens: a unix socket path, or host:port (also tcp://host:port). */
export type ClamdAddress = { path: string } | { host: string; port: number };

export type ScanVerdict = { clean: true } | { clean: false; signature: string };

/** clamd could not give a verdict: unreachable, too slow, or it answered an error. */
export class ScannerFailure extends Error {
  constructor(
    message: string,
    /** clamd refused the stream as longer than its StreamMaxLength. */
    readonly sizeLimit = false,
  ) {
    super(message);
  }
}

export function parseClamdAddress(value: string): ClamdAddress {
  const tcp = /^(?:tcp:\/\/)?(\[[^\]]+\]|[^/:]+):(\d{1,5})$/.exec(value);
  if (tcp?.[1] && tcp[2] && !value.startsWith("/")) {
    return { host: tcp[1].replace(/^\[|\]$/g, ""), port: Number(tcp[2]) };
  }
  return { path: value.replace(/^unix:\/\//, "") };
}

const SIZE_LIMIT = /size limit exceeded/i;

/** The verdict in one answer line ("stream: OK" and so on); a ScannerFailure for an error. */
export function verdictOf(reply: string): ScanVerdict {
  const line = reply.replace(/\0/g, "").trim();
  if (/^stream: OK$/.test(line)) return { clean: true };
  const found = /^stream: (.+) FOUND$/.exec(line);
  if (found?.[1]) return { clean: false, signature: found[1] };
  throw new ScannerFailure(`clamd answered: ${line || "(nothing)"}`, SIZE_LIMIT.test(line));
}

/** One INSTREAM scan under way: send the bytes with `write`, then read the verdict with `finish`. */
export type ScanSession = {
  /** Sends one chunk; resolves once the socket took it (so a slow clamd slows the upload). */
  write(chunk: Uint8Array): Promise<void>;
  /** Ends the stream and waits for the verdict. */
  finish(): Promise<ScanVerdict>;
  /** Drops the connection (the upload failed for another reason); safe to call more than once. */
  close(): void;
};

const CHUNK_MAX = 64 * 1024;

/**
 * Connects and starts an INSTREAM scan. Rejects with ScannerFailure when clamd is not there
 * within `timeoutMs`; every later step (taking a chunk, the verdict) has the same bound.
 */
export function openScan(address: ClamdAddress, timeoutMs: number): Promise<ScanSession> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(address);
    let reply = "";
    /** Set once the connection can take no more: the failure every later call answers. */
    let failure: ScannerFailure | null = null;
    let ended = false;
    const waiters = new Set<() => void>();
    const wake = () => {
      for (const waiter of [...waiters]) waiter();
    };
    const fail = (error: ScannerFailure) => {
      failure ??= error;
      clearTimeout(connectTimer);
      socket.destroy();
      reject(failure); // ignored once connected: the session's calls answer it from then on
      wake();
    };
    const tooSlow = () => new ScannerFailure(`clamd did not answer within ${timeoutMs} ms`);

    /**
     * Waits until `ready()` holds, the connection failed, or timeoutMs passed. Only these waits on
     * clamd are timed: the pauses of a slow client between chunks are not clamd's.
     */
    const until = (ready: () => boolean) =>
      new Promise<void>((done, stop) => {
        const timer = setTimeout(() => fail(tooSlow()), timeoutMs);
        const check = () => {
          const settled = ready() ? done : failure ? () => stop(failure) : null;
          if (!settled) return;
          clearTimeout(timer);
          waiters.delete(check);
          settled();
        };
        waiters.add(check);
        check();
      });

    const send = async (bytes: Uint8Array) => {
      try {
        await sendOnce(bytes);
      } catch (error) {
        throw await explainBreak(address, timeoutMs, error, reply);
      }
    };

    const sendOnce = async (bytes: Uint8Array) => {
      // Let the event loop read first: clamd answers its size-limit refusal and closes while we
      // still send, and a write that meets the closed socket (EPIPE) drops the unread answer with
      // it. Chunks the kernel takes at once would otherwise go out without ever polling. The
      // answer can still arrive between that read and the write: explainBreak covers that case.
      await new Promise(setImmediate);
      if (failure) throw failure;
      if (socket.write(bytes)) return;
      let drained = false;
      const onDrain = () => {
        drained = true;
        wake();
      };
      socket.once("drain", onDrain);
      try {
        await until(() => drained);
      } finally {
        socket.off("drain", onDrain);
      }
    };

    const connectTimer = setTimeout(() => fail(tooSlow()), timeoutMs);
    socket.setNoDelay(true);
    socket.on("data", (data) => {
      reply += data.toString("utf8");
      // An answer before the end is a refusal (the size limit): nothing more will be read.
      if (!ended && reply.includes("\0")) fail(failureFrom(reply, `clamd answered early: ${reply.trim()}`));
      wake();
    });
    socket.on("error", (error) => fail(failureFrom(reply, `clamd connection failed: ${error.message}`)));
    socket.on("close", () => fail(failureFrom(reply, "clamd closed the connection")));
    socket.once("connect", () => {
      clearTimeout(connectTimer);
      socket.write("zINSTREAM\0");
      resolve({
        async write(chunk) {
          for (let at = 0; at < chunk.byteLength; at += CHUNK_MAX) {
            const part = chunk.subarray(at, at + CHUNK_MAX);
            const header = Buffer.alloc(4);
            header.writeUInt32BE(part.byteLength);
            await send(Buffer.concat([header, part]));
          }
        },
        async finish() {
          await send(Buffer.alloc(4));
          ended = true;
          try {
            await until(() => reply.includes("\0"));
            return verdictOf(reply);
          } finally {
            socket.destroy();
          }
        },
        close() {
          failure ??= new ScannerFailure("scan abandoned");
          socket.destroy();
          wake();
        },
      });
    });
  });
}

/**
 * A connection that broke while the stream was still being sent, with no answer read. clamd
 * closes a stream early only to refuse it past its StreamMaxLength (other errors come after the
 * end); when its answer arrived just as the next chunk was written, the write failed (EPIPE or a
 * reset) and took the unread answer with it. So: if clamd answers PING on a new connection, it is
 * up and it refused this stream, which is the size limit; if it does not, it is unavailable.
 */
async function explainBreak(address: ClamdAddress, timeoutMs: number, error: unknown, reply: string) {
  if (!(error instanceof ScannerFailure) || error.sizeLimit || reply.includes("\0")) return error;
  if (!/connection failed|closed the connection/.test(error.message)) return error;
  return (await answersPing(address, timeoutMs))
    ? new ScannerFailure(
        "clamd closed the stream before its end and answers PING: its INSTREAM size limit exceeded",
        true,
      )
    : error;
}

/** Whether clamd answers PONG to PING on a new connection within the time bound. */
function answersPing(address: ClamdAddress, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(address);
    let answer = "";
    const done = (up: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(up);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    socket.once("connect", () => socket.write("zPING\0"));
    socket.on("data", (data) => {
      answer += data.toString("utf8");
      if (answer.includes("\0")) done(answer.replace(/\0/g, "").trim() === "PONG");
    });
    socket.on("error", () => done(false));
    socket.on("close", () => done(answer.replace(/\0/g, "").trim() === "PONG"));
  });
}

/** What a dropped connection means: the refusal clamd sent first, if any. */
function failureFrom(reply: string, fallback: string): ScannerFailure {
  const line = reply.replace(/\0/g, "").trim();
  if (line && /ERROR$/.test(line)) return new ScannerFailure(`clamd answered: ${line}`, SIZE_LIMIT.test(line));
  return new ScannerFailure(fallback);
}
