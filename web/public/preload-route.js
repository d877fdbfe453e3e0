// Sent as written after theme-init.js, in one file with it: a build's index.html runs
// page-start.js (scripts/vite-plugins/route-preloads.ts; external: the CSP forbids inline
// scripts), so kept short.
// 1. Asks for the session now, so its round trip overlaps the app's download; lib/session.ts
//    reads window.kuzaSession once.
// 2. Adds modulepreload links for the chunks of the route the address matches most specifically
//    (data-routes, from scripts/vite-plugins/route-preloads.ts), so they come with the entry.
(() => {
  try {
    window.kuzaSession = fetch("/api/session", { credentials: "same-origin" });
  } catch {}
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
  } catch {}
})();
