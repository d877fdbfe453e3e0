import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A load balancer in a few lines, as the two-server test needs one: each request goes to the next
// backend in turn (round robin, no sticky sessions), bodies are piped both ways as they flow, so
// a multipart upload reaches the backend while the browser still sends it and an event stream's
// events reach the browser as the backend writes them; nothing is held whole. It appends the
// client's address to X-Forwarded-For as nginx's $proxy_add_x_forwarded_for does, and names the
// backend that answered in X-Served-By, so a test can prove where each request went.

type Backend = { name: string; base: string };

export const SERVED_BY = "x-served-by";

/** Hop-by-hop headers (RFC 9110 7.6.1): they describe one connection and are never forwarded. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

function forwardable(headers: IncomingMessage["headers"]): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  }
  return kept;
}

export type RoundRobinProxy = {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The backends in turn; set once they are up (the proxy's address is needed to start them). */
  setBackends: (backends: Backend[]) => void;
  close: () => Promise<void>;
};

export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  let backends: Backend[] = [];
  let turn = 0;

  const forward = (incoming: IncomingMessage, answer: ServerResponse) => {
    const backend = backends[turn++ % backends.length];
    if (!backend) {
      answer.writeHead(503).end("no backend");
      return;
    }
    const target = new URL(incoming.url ?? "/", backend.base);
    const seen = incoming.headers["x-forwarded-for"];
    const client = incoming.socket.remoteAddress ?? "";
    const outgoing = request(target, {
      method: incoming.method,
      headers: {
        ...forwardable(incoming.headers),
        "x-forwarded-for": seen ? `${seen}, ${client}` : client,
      },
    });
    outgoing.on("response", (upstream) => {
      answer.writeHead(upstream.statusCode ?? 502, { ...forwardable(upstream.headers), [SERVED_BY]: backend.name });
      // Headers go out now, not with the first chunk: an event stream's client knows at once it is open.
      answer.flushHeaders();
      upstream.pipe(answer);
    });
    outgoing.on("error", () => {
      if (answer.headersSent) answer.destroy();
      else answer.writeHead(502).end("bad gateway");
    });
    // A browser that goes away (a closed event stream, a cancelled upload) ends the backend's
    // request too, as a real balancer does, so the backend sees the disconnect.
    answer.on("close", () => {
      if (!answer.writableFinished) outgoing.destroy();
    });
    incoming.pipe(outgoing);
  };

  const server: Server = createServer(forward);
  // No time limit on a request or an answer: an event stream stays open for minutes (a real
  // balancer needs a read timeout above the 30 s heartbeat at least).
  server.requestTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setBackends: (list) => {
      backends = list;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
