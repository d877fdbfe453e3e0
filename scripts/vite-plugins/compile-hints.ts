import type { Plugin } from "vite";

// Marks the JavaScript every page runs at start (the entry and the files it imports statically)
// with V8's explicit compile hint. Chrome 136 and later then compile all of a marked file's
// functions on the background thread that streams it in, while it downloads, instead of one by one
// on the main thread the first time each runs: most of the entry's functions (React, the router,
// the app's frame) run during the first render anyway. Chunks loaded on demand stay lazy, so
// nothing is compiled for pages the reader never opens. Other browsers read a comment.
// Measured in docs/performance.md (29 Nov 2026).

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

type Chunk = { type: "chunk"; isEntry: boolean; imports: string[]; code: string };
type Output = Chunk | { type: "asset" };

/** The file names of the entry chunks and of every chunk they import statically, however deep. */
export function loadedAtStart(bundle: Record<string, Output>): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const output = bundle[fileName];
    if (seen.has(fileName) || output?.type !== "chunk") return;
    seen.add(fileName);
    for (const imported of output.imports) visit(imported);
  };
  for (const [fileName, output] of Object.entries(bundle))
    if (output.type === "chunk" && output.isEntry) visit(fileName);
  return [...seen].sort();
}

export function compileHints(): Plugin {
  return {
    name: "kuza:compile-hints",
    apply: "build",
    // After Vite's own rewriting of the chunks (its preload list goes in front of the code).
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        // The comment goes first: V8 reads it before the file's code. The file names keep their
        // hashes: every build adds the same line, so a name still stands for one content.
        for (const fileName of loadedAtStart(bundle as Record<string, Output>)) {
          const chunk = bundle[fileName] as Chunk;
          if (!chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
        }
      },
    },
  };
}
