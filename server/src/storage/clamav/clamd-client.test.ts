import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { EICAR, EICAR_SIGNATURE } from "../../testing/clamav/clamd-process";
import { openScan, parseClamdAddress, ScannerFailure, type ScanSession, verdictOf } from "./clamd-client";

// The INSTREAM client against the run's real clamd (testing/clamav/clamd.setup.ts: the EICAR
// signature only, StreamMaxLength 2 MB), and against a socket that never answers.

const address = () => ({ path: inject("clamdSocket") });
const pdfWith = (inside: Uint8Array) =>
  Buffer.concat([
    Buffer.from("%PDF-1.7\n1 0 obj\n<< /Length 68 >>\nstream\n"),
    inside,
    Buffer.from("\nendstream\n%%EOF\n"),
  ]);

async function scan(parts: Uint8Array[]) {
  const session = await openScan(address(), 10_000);
  for (const part of parts) await session.write(part);
  return session.finish();
}

describe("clamd's INSTREAM", () => {
  it("answers clean for a file without the signature", async () => {
    expect(await scan([pdfWith(new TextEncoder().encode("Revenue 2025: 120000 USD"))])).toEqual({ clean: true });
  });

  it("names the signature of the EICAR file, alone or inside a PDF", async () => {
    const flagged = { clean: false, signature: `${EICAR_SIGNATURE}.UNOFFICIAL` };
    expect(await scan([EICAR])).toEqual(flagged);
    expect(await scan([pdfWith(EICAR)])).toEqual(flagged);
  });

  it("finds the signature across chunk boundaries, in chunks of any size", async () => {
    const file = pdfWith(EICAR);
    const sevens = Array.from({ length: Math.ceil(file.length / 7) }, (_, n) => file.subarray(n * 7, n * 7 + 7));
    expect(await scan(sevens)).toMatchObject({ clean: false });
    // One write larger than a chunk goes as several.
    expect(await scan([Buffer.concat([Buffer.alloc(200_000, 0x20), EICAR])])).toMatchObject({ clean: false });
  });

  it("reports clamd's StreamMaxLength refusal as a size-limit failure", async () => {
    const session = await openScan(address(), 10_000);
    const megabyte = Buffer.alloc(1024 * 1024, 0x41);
    const sending = (async () => {
      for (let n = 0; n < 3; n += 1) await session.write(megabyte);
      return session.finish();
    })();
    const failure = await sending.then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ScannerFailure);
    expect((failure as ScannerFailure).sizeLimit).toBe(true);
    expect((failure as ScannerFailure).message).toMatch(/size limit exceeded/i);
  });
});

describe("a stream that breaks before its end without an answer", () => {
  // The answer to an early refusal can be lost with a write that meets the closed socket. A clamd
  // that closes streams at their first chunk and answers PING (or not) stands in for that moment.
  async function brokenStream(answersPing: boolean) {
    const path = `${inject("clamdSocket")}.breaks-${answersPing}`;
    const server = createServer((socket) => {
      socket.once("data", (data) => {
        if (data.toString("utf8").startsWith("zPING")) socket.end(answersPing ? "PONG\0" : "");
        else socket.destroy();
      });
    });
    await new Promise<void>((resolve) => server.listen(path, resolve));
    try {
      const session = await openScan({ path }, 2_000);
      const megabyte = Buffer.alloc(1024 * 1024, 0x41);
      return await (async () => {
        for (let n = 0; n < 3; n += 1) await session.write(megabyte);
        return session.finish();
      })().then(
        () => null,
        (error: unknown) => error as ScannerFailure,
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it("is clamd's size limit when clamd still answers PING", async () => {
    const failure = await brokenStream(true);
    expect(failure).toBeInstanceOf(ScannerFailure);
    expect(failure?.sizeLimit).toBe(true);
  });

  it("is an unavailable scanner when clamd does not answer PING", async () => {
    const failure = await brokenStream(false);
    expect(failure).toBeInstanceOf(ScannerFailure);
    expect(failure?.sizeLimit).toBe(false);
  });
});

describe("when clamd cannot answer", () => {
  let silent: Server;
  let silentPath: string;
  beforeAll(async () => {
    // Accepts connections and reads them, never answers: a clamd that hangs.
    silentPath = `${inject("clamdSocket")}.silent`;
    silent = createServer((socket) => socket.resume());
    await new Promise<void>((resolve) => silent.listen(silentPath, resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => silent.close(resolve));
  });

  it("fails at once when nothing listens on the socket", async () => {
    const began = Date.now();
    await expect(openScan({ path: `${inject("clamdSocket")}.missing` }, 5_000)).rejects.toBeInstanceOf(ScannerFailure);
    expect(Date.now() - began).toBeLessThan(2_000);
  });

  it("gives up waiting for the verdict after the time bound", async () => {
    const session: ScanSession = await openScan({ path: silentPath }, 200);
    await session.write(new TextEncoder().encode("hello"));
    await expect(session.finish()).rejects.toThrow(/did not answer within 200 ms/);
  });
});

describe("reading the configuration and the answers", () => {
  it("takes a unix path or host:port", () => {
    expect(parseClamdAddress("/run/clamav/clamd.ctl")).toEqual({ path: "/run/clamav/clamd.ctl" });
    expect(parseClamdAddress("unix:///run/clamav/clamd.ctl")).toEqual({ path: "/run/clamav/clamd.ctl" });
    expect(parseClamdAddress("clamav:3310")).toEqual({ host: "clamav", port: 3310 });
    expect(parseClamdAddress("tcp://10.0.0.5:3310")).toEqual({ host: "10.0.0.5", port: 3310 });
    expect(parseClamdAddress("[::1]:3310")).toEqual({ host: "::1", port: 3310 });
  });

  it("reads OK, FOUND and ERROR lines", () => {
    expect(verdictOf("stream: OK\0")).toEqual({ clean: true });
    expect(verdictOf("stream: Win.Test.EICAR_HDB-1 FOUND\0")).toEqual({
      clean: false,
      signature: "Win.Test.EICAR_HDB-1",
    });
    expect(() => verdictOf("INSTREAM size limit exceeded. ERROR\0")).toThrow(ScannerFailure);
    expect(() => verdictOf("")).toThrow(/nothing/);
  });
});
