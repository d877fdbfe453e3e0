import { DOCUMENT_MESSAGES as M } from "@domain/due-diligence/documents-constants";
import { documentFileProblem } from "@web/features/due-diligence/api/upload-document-file";
import { describe, expect, it } from "vitest";

const file = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name);

describe("documentFileProblem", () => {
  it("says a file name over 255 characters is too long, with the limit", () => {
    expect(documentFileProblem(file(`${"a".repeat(296)}.pdf`))).toBe(M.nameTooLong);
    expect(M.nameTooLong).toContain("255");
    expect(documentFileProblem(file(`${"a".repeat(251)}.pdf`))).toBeNull();
  });

  it("keeps the type and empty-file messages", () => {
    expect(documentFileProblem(file("deck.html"))).toBe(M.badType);
    expect(documentFileProblem(file("deck.pdf", 0))).toBe(M.noFileText);
  });
});
