import { readdir } from "node:fs/promises";
import path from "node:path";
import { samplePdf } from "../../lib/sample-pdf";
import { readJsonOrText } from "../read-body";
import type { HttpClient } from "./server-process";

// Uploads over real HTTP for the kill -9 run, and the files on disk it holds against the rows
// afterwards (decision 026: no stored file without a row that names it, no row without its file).

const PDF = new Uint8Array(samplePdf("Crash deck", ["Written while the server was being killed."]));
const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

async function send(base: string, client: HttpClient, method: string, url: string, body?: BodyInit, type?: string) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { origin: base, cookie: client.cookie(), ...(type && { "content-type": type }) },
    body,
  });
  const json = await readJsonOrText(res);
  return { status: res.status, json };
}

const sendJson = (base: string, client: HttpClient, method: string, url: string, body: unknown) =>
  send(base, client, method, url, JSON.stringify(body), "application/json");

/** The founder's business, which the library and the NDA need; its id. */
export async function giveBusiness(base: string, founder: HttpClient): Promise<string> {
  const res = await sendJson(base, founder, "PUT", "/api/founder/business", {
    businessName: "Shamba Fresh",
    businessType: "agtech",
    description: "Cold storage for smallholder farmers",
    incorporationCountry: "Kenya",
    stage: "seed",
  });
  if (res.status !== 200) throw new Error(`business: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.business.id;
}

export type UploadTally = {
  /** Library documents acknowledged (201) and not deleted by the run: each must keep its row and file. */
  kept: Set<string>;
  acked: number;
  /** No answer (the server was down) or 5xx. */
  cut: number;
  refused: string[];
};

type People = { founder: HttpClient; investor: HttpClient; businessId: string };

/**
 * One upload of the kind `seq` picks: a library document (every other one deleted again at once,
 * so its file is released after the delete commits), an avatar the investor's profile then names,
 * or the founder's NDA PDF (each replacing the last, whose file is released).
 */
async function uploadOnce(base: string, people: People, seq: number, tally: UploadTally): Promise<number> {
  const { founder, investor } = people;
  if (seq % 3 === 0) {
    const url = `/api/uploads/due-diligence/library?category=pitch_deck&name=deck-${seq}.pdf`;
    const up = await send(base, founder, "PUT", url, PDF, "application/octet-stream");
    if (up.status !== 201) return up.status;
    const id: string = up.json.document.id;
    if (seq % 2 === 1) {
      const removed = await send(base, founder, "DELETE", `/api/due-diligence/library/${id}`);
      if (removed.status !== 204) return removed.status;
    } else tally.kept.add(id);
    return 201;
  }
  if (seq % 3 === 1) {
    const form = new FormData();
    form.set("file", new File([PNG_1PX], "me.png", { type: "image/png" }));
    const up = await send(base, investor, "POST", "/api/uploads/images?folder=avatars", form);
    if (up.status !== 201) return up.status;
    const body = { fullName: "Kofi Investor", investorType: "angel", avatarUrl: up.json.url };
    const saved = await sendJson(base, investor, "PUT", "/api/investor/profile", body);
    return saved.status === 200 ? 201 : saved.status;
  }
  const url = `/api/uploads/due-diligence/businesses/${people.businessId}/nda?name=nda-${seq}.pdf`;
  const up = await send(base, founder, "PUT", url, PDF, "application/octet-stream");
  return up.status === 200 ? 201 : up.status;
}

let uploaders = 0;

/** Uploads one kind after another until `running()` turns false. */
export async function uploader(base: string, people: People, tally: UploadTally, running: () => boolean) {
  // Each uploader starts on a kind of its own, so several run out of step.
  for (let seq = uploaders++; running(); seq += 1) {
    try {
      const status = await uploadOnce(base, people, seq, tally);
      if (status === 201) tally.acked += 1;
      else if (status >= 500) tally.cut += 1;
      else tally.refused.push(String(status));
    } catch {
      // Connection refused or reset: the server died mid-upload, or is not up yet.
      tally.cut += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Every stored key under the data dir, read from the disk itself (no .meta, no temporary file). */
export async function storedKeys(dataDir: string): Promise<string[]> {
  const keys: string[] = [];
  for (const visibility of ["public", "private"]) {
    const root = path.join(dataDir, "files", visibility);
    let files: string[];
    try {
      files = (await readdir(root, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
    } catch {
      continue; // nothing stored there
    }
    keys.push(
      ...files
        .filter((file) => !file.endsWith(".meta") && !file.endsWith(".tmp"))
        .map((file) => file.split(path.sep).join("/")),
    );
  }
  return keys;
}
