// Fetches the current page's own code beside the app's entry instead of after it: index.html
// lists each route's chunks in data-routes (written at build time by
// scripts/vite-plugins/route-preloads.ts); this adds a modulepreload link for each chunk of the
// route the address matches (the most specific one: /founder/campaigns/new before
// /founder/campaigns/:id). Plain script, no build step; external because the CSP forbids inline
// scripts. Nothing breaks without it: the router loads the same files, one round trip later.
// It also asks for the session (/api/session) at once: nearly every page waits for it, and from
// here its round trip overlaps the download of the app's code; web/src/lib/session.ts reads the
// promise (window.kuzaSession) once instead of asking again.
(() => {
  try {
    window.kuzaSession = fetch("/api/session", { credentials: "same-origin" });
  } catch {
    /* the app asks itself */
  }
  try {
    const routes = JSON.parse(document.currentScript?.dataset.routes ?? "{}");
    const parts = location.pathname.split("/").filter(Boolean);
    let best = null;
    let bestStatic = -1;
    for (const pattern of Object.keys(routes)) {
      const segments = pattern.split("/").filter(Boolean);
      if (segments.length !== parts.length) continue;
      let fixed = 0;
      const matches = segments.every((segment, i) => {
        if (segment.startsWith(":")) return true;
        fixed += 1;
        return segment === parts[i];
      });
      if (matches && fixed > bestStatic) {
        best = pattern;
        bestStatic = fixed;
      }
    }
    for (const href of best ? routes[best] : []) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
  } catch {
    /* a hint only */
  }
})();
