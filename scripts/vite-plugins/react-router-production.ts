import path from "node:path";

/**
 * react-router's package.json points every import at its development build (its issues #12532
 * and #14102): a build would ship its developer warnings, and its default error screen's "Hey
 * developer" text, to users. The production build is the same code with them off. Its /dom entry
 * imports its chunks by file: left alone it would bring a second router. For the app's build and
 * for bench:web's minimal reference page, which has React and the router as Kuza has them.
 */
export function reactRouterProductionAliases(projectRoot: string) {
  const production = path.resolve(projectRoot, "node_modules/react-router/dist/production");
  return [
    { find: /^react-router$/, replacement: path.join(production, "index.mjs") },
    { find: /^react-router\/dom$/, replacement: path.join(production, "dom-export.mjs") },
  ];
}
