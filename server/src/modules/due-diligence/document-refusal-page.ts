import { m } from "@i18n/messages";
import { getLocale } from "@i18n/runtime";
import type { MiddlewareHandler } from "hono";

// A document link is opened in a browser tab. When it is refused (signed out, not yours, declined,
// banned, revoked, expired), the tab shows the refusal's own words on a small page in the reader's
// language, with the same status, instead of the API's JSON. Mounted in app.ts before the session
// check, so the 401 of a signed-out tab reads the same way. Anything else (fetch, curl) keeps JSON.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function isNavigation(headers: { header(name: string): string | undefined }): boolean {
  const mode = headers.header("sec-fetch-mode");
  if (mode) return mode === "navigate";
  return (headers.header("accept") ?? "").includes("text/html");
}

function page(message: string): string {
  const title = escapeHtml(m.server_documentUnavailableTitle());
  return `<!doctype html>
<html lang="${escapeHtml(getLocale())}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${title} · Kuza</title>
</head>
<body style="font-family: system-ui, sans-serif; line-height: 1.5; margin: 0; padding: 3rem 1rem">
<main style="max-width: 36rem; margin: 0 auto">
<h1 style="font-size: 1.25rem">${title}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/due-diligence">${escapeHtml(m.server_backToDueDiligence())}</a></p>
</main>
</body>
</html>
`;
}

export const documentRefusalPages: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status < 400 || !isNavigation(c.req)) return;
  const body = (await c.res
    .clone()
    .json()
    .catch(() => null)) as { error?: { message?: unknown } } | null;
  const message = body?.error?.message;
  if (typeof message !== "string") return;
  const status = c.res.status;
  c.res = undefined;
  c.res = new Response(page(message), {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
};
