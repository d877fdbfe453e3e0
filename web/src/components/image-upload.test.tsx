import { UPLOAD_MESSAGES } from "@domain/constants/uploads";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { Toaster, toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ImageUpload } from "./image-upload";

/** Stands in for the browser's XMLHttpRequest; each test answers the request it sent. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = "";
  url = "";
  body: unknown = null;
  status = 0;
  responseText = "";
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  async respond(status: number, json: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(json);
    await act(async () => this.onload?.());
  }
}

const OLD = "/files/public/logos/1700000000000-0123456789abcdef.png";
const NEW = "/files/public/logos/1700000000001-fedcba9876543210.png";
let objectUrlCount = 0;

beforeEach(() => {
  toast.dismiss(); // sonner replays still-active toasts to a new Toaster: start each test with none
  FakeXhr.sent = [];
  objectUrlCount = 0;
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  URL.createObjectURL = vi.fn(() => `blob:preview-${++objectUrlCount}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderUpload(initial: string | null = null) {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState<string | null>(initial);
    return (
      <>
        <ImageUpload
          label="Logo"
          folder="logos"
          value={value}
          onChange={(url) => {
            onChange(url);
            setValue(url);
          }}
        />
        <Toaster />
      </>
    );
  }
  render(<Harness />);
  return { onChange, input: screen.getByLabelText("Logo") as HTMLInputElement };
}

function pick(input: HTMLInputElement, file: File) {
  fireEvent.change(input, { target: { files: [file] } });
}

function png(name = "logo.png", size?: number) {
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: "image/png" });
  if (size !== undefined) Object.defineProperty(file, "size", { value: size });
  return file;
}

const preview = () => screen.queryByRole("img", { name: "Logo preview" });

describe("ImageUpload", () => {
  it("is a real, labelled file input that accepts the four image types", () => {
    const { input } = renderUpload();
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAttribute("accept", "image/png,image/jpeg,image/webp,image/gif");
    expect(screen.getByText("Upload image")).toBeVisible();
    expect(preview()).toBeNull();
  });

  it("refuses a file over 5 MB with the spec's texts and never uploads it", async () => {
    const { input, onChange } = renderUpload();
    pick(input, png("huge.png", 5 * 1024 * 1024 + 1));

    expect(await screen.findByText(UPLOAD_MESSAGES.tooLargeTitle)).toBeInTheDocument();
    expect(screen.getByText(UPLOAD_MESSAGES.tooLargeText)).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("refuses a file that is not an image without uploading it", async () => {
    const { input } = renderUpload();
    pick(input, new File(["<html></html>"], "page.html", { type: "text/html" }));
    expect(await screen.findByText(UPLOAD_MESSAGES.notImage)).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("shows the preview and progress while uploading, then keeps it and reports the URL", async () => {
    const { input, onChange } = renderUpload();
    pick(input, png());

    const [xhr] = FakeXhr.sent;
    if (!xhr) throw new Error("nothing was uploaded");
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/uploads/images?folder=logos");
    expect((xhr.body as FormData).get("file")).toBeInstanceOf(File);
    expect(preview()).toHaveAttribute("src", "blob:preview-1");
    const bar = screen.getByRole("progressbar", { name: "Uploading Logo" });
    expect(bar).toHaveAttribute("aria-valuenow", "0");
    expect(input).toBeDisabled();

    xhr.progress(40, 100);
    expect(bar).toHaveAttribute("aria-valuenow", "40");

    await xhr.respond(201, { url: NEW, path: "logos/1700000000001-fedcba9876543210.png" });
    expect(onChange).toHaveBeenCalledWith(NEW);
    expect(await screen.findByText(UPLOAD_MESSAGES.successTitle)).toBeInTheDocument();
    expect(screen.getByText(UPLOAD_MESSAGES.successText)).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(preview()).toHaveAttribute("src", "blob:preview-1");
    expect(input).toBeEnabled();
    expect(screen.getByText("Change image")).toBeVisible();
  });

  it("reverts to the previous image when the upload fails", async () => {
    const { input, onChange } = renderUpload(OLD);
    expect(preview()).toHaveAttribute("src", OLD);

    pick(input, png());
    expect(preview()).toHaveAttribute("src", "blob:preview-1");
    await FakeXhr.sent[0]?.respond(500, { error: { code: "INTERNAL", message: "Something went wrong" } });

    expect(await screen.findByText(UPLOAD_MESSAGES.failedTitle)).toBeInTheDocument();
    expect(screen.getByText(UPLOAD_MESSAGES.failedText)).toBeInTheDocument();
    expect(preview()).toHaveAttribute("src", OLD);
    expect(onChange).not.toHaveBeenCalled();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:preview-1");
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("reverts to no image after a network failure, and shows the server's size refusal", async () => {
    const { input } = renderUpload();
    pick(input, png());
    await act(async () => FakeXhr.sent[0]?.onerror?.());
    expect(await screen.findByText(UPLOAD_MESSAGES.failedText)).toBeInTheDocument();
    expect(preview()).toBeNull();

    pick(input, png());
    await FakeXhr.sent[1]?.respond(413, {
      error: { code: "PAYLOAD_TOO_LARGE", message: UPLOAD_MESSAGES.tooLargeText },
    });
    expect(await screen.findByText(UPLOAD_MESSAGES.tooLargeTitle)).toBeInTheDocument();
    expect(preview()).toBeNull();
  });

  it("removes the image", async () => {
    const { onChange } = renderUpload(OLD);
    fireEvent.click(screen.getByRole("button", { name: "Remove Logo" }));
    expect(onChange).toHaveBeenCalledWith(null);
    await waitFor(() => expect(preview()).toBeNull());
    expect(screen.queryByRole("button", { name: "Remove Logo" })).toBeNull();
  });
});
