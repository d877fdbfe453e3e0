// The pre-rendered landing page (dist/web/landing.html) loads the app through this file instead
// of a module script in <head>: the page's HTML and CSS paint first, alone on a slow network, and
// the app's code (data-entry, with data-preload's chunks beside it) is fetched right after.
// Plain script, no build step; an external file because the CSP forbids inline scripts.
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  const preload = (script.dataset.preload ?? "").split(" ").filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preload) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    const app = document.createElement("script");
    app.type = "module";
    app.crossOrigin = "";
    app.src = entry;
    document.head.append(app);
  };
  // After the next frame has been painted; a tab opened in the background paints no frames, so it
  // starts anyway after a second.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
})();
