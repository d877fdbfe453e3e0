import { m } from "@i18n/messages";
import { AppError } from "../../lib/errors";
import { type ClamdAddress, openScan, parseClamdAddress, ScannerFailure, type ScanSession } from "./clamd-client";

// Scanning uploads with clamd as they stream to storage (decision 020):
// each chunk goes to clamd on its way to the temporary file, and the verdict is awaited before the
// stream ends, so a flagged file fails the write and is never renamed into place: nothing stored.
// A configured scanner that cannot answer fails closed (503), never "stored unscanned".

/** The scanner of document uploads, or null when CLAMAV_SOCKET is not set (files are then "not_scanned"). */
export type UploadScanner = {
  readonly address: ClamdAddress;
  /** Connects and starts a scan; an UploadScannerUnavailable (503) when clamd does not answer. */
  open(): Promise<ScanSession>;
};

/** 422: clamd flagged the file. */
export class InfectedUpload extends AppError {
  constructor(readonly signature: string) {
    super("FILE_INFECTED", m.server_fileInfected({ signature }));
  }
}

/** 503: the scanner is configured but could not give a verdict; `reason` is for the log only. */
export class UploadScannerUnavailable extends AppError {
  constructor(
    readonly reason: string,
    sizeLimit: boolean,
  ) {
    super("UNAVAILABLE", sizeLimit ? m.server_scannerFileTooLarge() : m.server_scannerUnavailable());
  }
}

const unavailable = (error: unknown) =>
  error instanceof ScannerFailure ? new UploadScannerUnavailable(error.message, error.sizeLimit) : error;

export function createUploadScanner(socket: string | undefined, timeoutMs: number): UploadScanner | null {
  if (!socket) return null;
  const address = parseClamdAddress(socket);
  return {
    address,
    async open() {
      try {
        return await openScan(address, timeoutMs);
      } catch (error) {
        throw unavailable(error);
      }
    },
  };
}

/**
 * Passes the bytes through unchanged while clamd reads them; at the end of the stream waits for
 * the verdict and fails the stream (InfectedUpload, UploadScannerUnavailable) unless it is clean.
 */
export function scanningStream(session: ScanSession): TransformStream<Uint8Array, Uint8Array> {
  return new TransformStream({
    async transform(chunk, controller) {
      try {
        await session.write(chunk);
      } catch (error) {
        throw unavailable(error);
      }
      controller.enqueue(chunk);
    },
    async flush() {
      let verdict: Awaited<ReturnType<ScanSession["finish"]>>;
      try {
        verdict = await session.finish();
      } catch (error) {
        throw unavailable(error);
      }
      if (!verdict.clean) throw new InfectedUpload(verdict.signature);
    },
  });
}
