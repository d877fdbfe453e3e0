import type { Browser } from "playwright-core";

// What the browser really downloads while a page loads: every response Chromium receives from the
// page's first request until the network has been quiet for a while after `load` (the toaster and
// the live stream's handshake come after `load`, and a phone downloads them all the same). Used by
// the web budgets' browser check (e2e/web-budgets.spec.ts) and to explain bench:web.

export type Download = { url: string; path: string; type: string; status: number; encodedBytes: number };

/** The settled page's downloads, the live stream (a request that never ends) left out. */
export async function pageDownloads(
  browser: Browser,
  url: string,
  options: { cookies?: Array<{ name: string; value: string }>; quietMs?: number } = {},
): Promise<Download[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: "block" });
  const origin = new URL(url).origin;
  if (options.cookies?.length) await context.addCookies(options.cookies.map((c) => ({ ...c, url: origin })));
  const page = await context.newPage();
  const downloads: Download[] = [];
  const pending = new Set<Promise<void>>();
  page.on("requestfinished", (request) => {
    const done = (async () => {
      const response = await request.response();
      if (!response) return;
      const sizes = await request.sizes();
      const address = new URL(request.url());
      downloads.push({
        url: request.url(),
        path: address.pathname,
        type: request.resourceType(),
        status: response.status(),
        encodedBytes: sizes.responseBodySize,
      });
    })();
    pending.add(done);
    void done.finally(() => pending.delete(done));
  });
  try {
    await page.goto(url, { waitUntil: "load" });
    await quiet(page, options.quietMs ?? 1500);
    await Promise.all(pending);
  } finally {
    await context.close();
  }
  return downloads.filter((d) => !d.path.startsWith("/api/events"));
}

/** Resolves once no request has started or finished for `ms` (the stream that stays open ignored). */
async function quiet(page: import("playwright-core").Page, ms: number, maxMs = 15_000) {
  let last = Date.now();
  const touch = (r: import("playwright-core").Request) => {
    if (!new URL(r.url()).pathname.startsWith("/api/events")) last = Date.now();
  };
  page.on("request", touch);
  page.on("requestfinished", touch);
  page.on("requestfailed", touch);
  const started = Date.now();
  while (Date.now() - last < ms && Date.now() - started < maxMs) await page.waitForTimeout(100);
}
