import path from "node:path";
import type { Plugin } from "vite";

// Writes .vite/chunk-modules.json beside Vite's manifest: the source modules inside each built
// JavaScript file (relative to web/, so packages read ../node_modules/<name>/...). The budget test
// reads it to prove which libraries a page's first load contains; the server never serves it.

export const CHUNK_MODULES_FILE = ".vite/chunk-modules.json";

export function chunkModules(): Plugin {
  let root = "";
  return {
    name: "kuza:chunk-modules",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        modules[output.fileName] = output.moduleIds
          .filter((id) => !id.startsWith("\0"))
          .map((id) =>
            path
              .relative(root, id.split("?")[0] as string)
              .split(path.sep)
              .join("/"),
          );
      }
      this.emitFile({ type: "asset", fileName: CHUNK_MODULES_FILE, source: `${JSON.stringify(modules, null, 1)}\n` });
    },
  };
}
