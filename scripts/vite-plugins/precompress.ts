import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, at the
// highest levels, once; server/src/lib/static-web.ts sends the one the browser accepts.

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 256;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Compresses the text files under `dir`; returns how many it wrote copies for. */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter(
    (f) => COMPRESSIBLE.test(f) && !f.includes(`${path.sep}.vite${path.sep}`),
  );
  let count = 0;
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      if (data.byteLength < MIN_BYTES) return;
      const [br, gzipped] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gz(data, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      // A copy that is not smaller is of no use to anyone.
      if (br.byteLength < data.byteLength) await writeFile(`${file}.br`, br);
      if (gzipped.byteLength < data.byteLength) await writeFile(`${file}.gz`, gzipped);
      count += 1;
    }),
  );
  return count;
}

/** Runs last, after every file (the public folder and any pre-rendered page included) is written. */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "kuza:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: "post",
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
}
