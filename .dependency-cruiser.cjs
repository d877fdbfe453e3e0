// The seams between the parts of Kuza (docs/decisions/008-boundaries.md). `npm run lint` runs
// this after Biome; scripts/boundaries.test.ts proves each rule fails on a violation.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "web-not-server",
      comment: "The web app talks to the server over HTTP only; shared code lives in domain/.",
      severity: "error",
      from: { path: "^web/" },
      to: { path: "^server/" },
    },
    {
      name: "server-not-web",
      comment: "The server never imports the web app; shared code lives in domain/.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^web/" },
    },
    {
      name: "domain-is-pure",
      comment: "domain/ is shared by both sides: it imports neither, nor scripts or tests.",
      severity: "error",
      from: { path: "^domain/" },
      to: { path: "^(web|server|scripts|e2e)/" },
    },
    {
      name: "domain-not-react",
      comment:
        "domain/ runs on the server too: no React, react-dom or TanStack Query (hooks and query options belong in web/src/features/<area>/api).",
      severity: "error",
      from: { path: "^domain/" },
      // Resolved packages sit under node_modules/; an unresolvable one keeps its bare name.
      to: { path: "^(node_modules/)?(react|react-dom|@tanstack/react-query)(/|$)" },
    },
    {
      name: "feature-not-app",
      comment:
        "The app composes the features (router, providers, shell), so a feature never imports web/src/app: what both need goes to web/src/components or web/src/lib.",
      severity: "error",
      from: { path: "^web/src/features/" },
      to: { path: "^web/src/app/" },
    },
    {
      name: "feature-not-other-feature",
      comment:
        "A web feature may read another area only through that area's api/get-*.ts (its query options, hook and key), as a server module reads another's *.queries.ts. Never its components, pages or mutations: shared UI goes to web/src/components, the viewer and helpers to web/src/lib, and pages that show two areas are composed in web/src/app/pages.",
      severity: "error",
      from: { path: "^web/src/features/([^/]+)/" },
      to: {
        path: "^web/src/features/",
        pathNot: ["^web/src/features/$1/", "^web/src/features/[^/]+/api/get-[^/]+\\.ts$"],
      },
    },
    {
      name: "shared-ui-not-app-or-features",
      comment: "web/src/components and web/src/lib are shared by every area: they import no area and not the app.",
      severity: "error",
      from: { path: "^web/src/(components|lib)/" },
      to: { path: "^web/src/(app|features)/" },
    },
    {
      name: "infrastructure-not-area",
      comment:
        "Server infrastructure (auth, db, lib, realtime, storage, mail) never imports an area; only app.ts and main.ts compose the modules.",
      severity: "error",
      from: { path: "^server/src/(auth|db|lib|realtime|storage|mail)/", pathNot: "\\.test\\.ts$" },
      to: { path: "^server/src/modules/" },
    },
    {
      name: "module-reads-other-module-queries-only",
      comment:
        "A server module may read another module through its *.queries.ts, and write only through notifications' notify() and the security log's recordSecurityEvent(); never its service or routes.",
      severity: "error",
      from: { path: "^server/src/modules/([^/]+)/", pathNot: "\\.test\\.ts$" },
      to: {
        path: "^server/src/modules/",
        pathNot: [
          "^server/src/modules/$1/",
          "\\.queries\\.ts$",
          "^server/src/modules/notifications/notify\\.ts$",
          "^server/src/modules/security-events/record-security-event\\.ts$",
        ],
      },
    },
    {
      name: "no-module-cycles",
      comment: "Server modules depend on each other in one direction only (no two modules read each other).",
      severity: "error",
      scope: "folder",
      from: { path: "^server/src/modules/[^/]+$" },
      to: { path: "^server/src/modules/[^/]+$", circular: true },
    },
    {
      name: "no-circular",
      comment: "No file reaches itself through its imports.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Packages are not followed but stay in the graph, so domain-not-react can see them.
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|\\.tmp|data)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
