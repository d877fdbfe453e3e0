// A self-contained reference page for /api/docs, rendered on the server from the OpenAPI
// document: no script, no CDN, so it works offline and under the strict CSP.

type Operation = { summary?: string; tags?: string[]; responses?: Record<string, { description?: string }> };
type Document = { info: { title: string; version: string }; paths?: Record<string, Record<string, Operation>> };

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] as string,
  );

export function renderReferencePage(doc: Document): string {
  const rows = Object.entries(doc.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const statuses = Object.entries(op.responses ?? {})
        .map(([code, r]) => `<li><code>${escapeHtml(code)}</code> ${escapeHtml(r.description ?? "")}</li>`)
        .join("");
      return `<section><h2><span class="m">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h2>
<p>${escapeHtml(op.summary ?? "")}</p><ul>${statuses}</ul></section>`;
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} API reference</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111}
section{border-top:1px solid #ddd;padding:.5rem 0}h2{font-size:1rem}.m{background:#0f766e;color:#fff;padding:.1rem .4rem;border-radius:.25rem}
code{font-family:ui-monospace,monospace}@media (prefers-color-scheme:dark){body{background:#0b0f14;color:#e5e7eb}section{border-color:#333}}</style>
</head><body><h1>${escapeHtml(doc.info.title)} API <small>${escapeHtml(doc.info.version)}</small></h1>
<p>The machine-readable document is at <a href="/api/openapi.json">/api/openapi.json</a>. Errors always answer
<code>{ "error": { "code", "message", "fields"? } }</code>. Sign-in, sign-out and password reset live under
<code>/api/auth</code> (better-auth).</p>${rows.join("\n")}</body></html>`;
}
