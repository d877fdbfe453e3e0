import { describe, expect, it } from "vitest";
import { COMPILE_HINT, compileHints, loadedAtStart } from "./compile-hints";

const chunk = (code: string, imports: string[] = [], isEntry = false) => ({
  type: "chunk" as const,
  isEntry,
  imports,
  code,
});

function bundle() {
  return {
    "assets/index-A.js": chunk('import "./web-B.js";', ["assets/web-B.js"], true),
    "assets/web-B.js": chunk("react();", ["assets/query-C.js", "assets/runtime-D.js"]),
    "assets/query-C.js": chunk("query();", ["assets/runtime-D.js"]),
    // Imported back by a file it imports: visited once.
    "assets/runtime-D.js": chunk("runtime();", ["assets/web-B.js"]),
    // Loaded with import() only: not in any chunk's static imports.
    "assets/matchmaking-page-E.js": chunk("page();", ["assets/query-C.js"]),
    "assets/web-F.css": { type: "asset" as const },
  };
}

describe("compile hints", () => {
  it("finds the entry and everything it imports statically, and no chunk loaded on demand", () => {
    expect(loadedAtStart(bundle())).toEqual([
      "assets/index-A.js",
      "assets/query-C.js",
      "assets/runtime-D.js",
      "assets/web-B.js",
    ]);
  });

  it("puts the hint first in those files, once, and leaves the others as they are", () => {
    const files = bundle();
    const plugin = compileHints();
    const hook = plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
    hook.handler({}, files);
    hook.handler({}, files);
    expect(files["assets/web-B.js"].code).toBe(`${COMPILE_HINT}react();`);
    expect(files["assets/index-A.js"].code).toBe(`${COMPILE_HINT}import "./web-B.js";`);
    expect(files["assets/matchmaking-page-E.js"].code).toBe("page();");
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
  });
});
