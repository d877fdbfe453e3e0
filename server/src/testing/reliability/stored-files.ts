import { readdir } from "node:fs/promises";
import path from "node:path";
import type { HttpClient } from "./server-process";

// Uploads over real HTTP for the kill -9 run, and the stored keys on disk it checks against the
// rows afterwards (decision 025: no file without a row that names it).

const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n");
const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

async function send(base: string, client: HttpClient, method: string, url: string, body: BodyInit, type?: string) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { origin: base, cookie: client.cookie(), ...(type && { "content-type": type }) },
    body,
  });
  await res.arrayBuffer();
  return res.status;
}

/** The founder's business, which the library needs. */
export async function giveBusiness(base: string, founder: HttpClient) {
  const business = {
    businessName: "Shamba Fresh",
    businessType: "agtech",
    description: "Cold storage for smallholder farmers",
    incorporationCountry: "Kenya",
    stage: "seed",
  };
  const status = await send(
    base,
    founder,
    "PUT",
    "/api/founder/business",
    JSON.stringify(business),
    "application/json",
  );
  if (status !== 200) throw new Error(`business: ${status}`);
}

/** `cut`: no answer (the server was down) or 5xx; `failed` keeps the 5xx statuses apart. */
let uploaders = 0;

export type UploadTally = { acked: number; cut: number; failed: number[]; refused: string[] };

/** Library documents (private) and avatars (public), one after the other, until `running()` turns false. */
export async function uploader(
  base: () => string,
  people: { founder: HttpClient; investor: HttpClient },
  tally: UploadTally,
  running: () => boolean,
) {
  // Each uploader starts on a kind of its own, so several alternate out of step.
  for (let seq = uploaders++; running(); seq += 1) {
    try {
      const status =
        seq % 2 === 0
          ? await send(
              base(),
              people.founder,
              "PUT",
              `/api/uploads/due-diligence/library?category=pitch_deck&name=deck-${seq}.pdf`,
              PDF,
              "application/octet-stream",
            )
          : await (async () => {
              const form = new FormData();
              form.set("file", new File([PNG_1PX], "me.png", { type: "image/png" }));
              return send(base(), people.investor, "POST", "/api/uploads/images?folder=avatars", form);
            })();
      if (status === 201) tally.acked += 1;
      else if (status >= 500) {
        tally.cut += 1;
        tally.failed.push(status);
      } else tally.refused.push(String(status));
    } catch {
      tally.cut += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Every stored key under the data dir (no .meta, no temporary file). */
export async function storedKeys(dataDir: string): Promise<string[]> {
  const keys: string[] = [];
  for (const visibility of ["public", "private"]) {
    const root = path.join(dataDir, "files", visibility);
    let names: string[];
    try {
      names = (await readdir(root, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
    } catch {
      continue;
    }
    keys.push(
      ...names
        .filter((name) => !name.endsWith(".meta") && !name.endsWith(".tmp"))
        .map((n) => n.split(path.sep).join("/")),
    );
  }
  return keys;
}
