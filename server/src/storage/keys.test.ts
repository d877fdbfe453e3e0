import { describe, expect, it } from "vitest";
import { generateKey, isValidKey, visibilityOf } from "./keys";

describe("generateKey", () => {
  it("builds {folder}/{timestamp}-{random}.{ext} and never repeats", () => {
    const key = generateKey("logos", "png", 1_717_171_717_171);
    expect(key).toMatch(/^logos\/1717171717171-[0-9a-f]{24}\.png$/);
    expect(isValidKey(key)).toBe(true);
    expect(generateKey("logos", "png", 1)).not.toBe(generateKey("logos", "png", 1));
  });

  it.each([["../logos"], ["/logos"], ["lo.gos"], ["logos/"], ["a//b"], ["a/b/c/d"], [""]])(
    "refuses the folder %j",
    (folder) => {
      expect(() => generateKey(folder, "png")).toThrow();
    },
  );

  it.each([["p.ng"], ["png/"], [""], ["PNG"], ["toolongext"]])("refuses the extension %j", (ext) => {
    expect(() => generateKey("logos", ext)).toThrow();
  });
});

describe("isValidKey", () => {
  it.each([
    "logos/1717171717171-0123456789abcdef01234567.png",
    "avatars/1717171717171-abcdef01.webp",
    "documents/business-42/1717171717171-abcdef0123456789.pdf",
    "due-diligence/Xy7_Ab3dEf/proc-1/1717171717171-abcdef0123456789.pdf",
    "due-diligence-docs/Xy7_Ab3dEf/0b9f6c1e-2d3a-4e5f-8a9b-0c1d2e3f4a5b/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f-business-plan_v2.pdf",
  ])("accepts %s", (key) => {
    expect(isValidKey(key)).toBe(true);
  });

  it.each([
    "../1717171717171-abcdef0123456789.png",
    "logos/../../1717171717171-abcdef0123456789.png",
    "logos/..%2f1717171717171-abcdef0123456789.png",
    "/logos/1717171717171-abcdef0123456789.png",
    "logos//1717171717171-abcdef0123456789.png",
    "logos\\1717171717171-abcdef0123456789.png",
    "logos/1717171717171-abcdef0123456789.png/",
    "logos/1717171717171-abcdef0123456789.png.meta",
    "logos/1717171717171-abcdef0123456789.png\0.txt",
    "logos/1717171717171-abcdef0123456789",
    "logos/my-photo.png",
    "logos/.1717171717171-abcdef0123456789.png",
    "logos/1717171717171-ABCDEF0123456789.png",
    "-logos/1717171717171-abcdef0123456789.png",
    "logos/.hidden/1717171717171-abcdef0123456789.png",
    "1717171717171-abcdef0123456789.png",
    "a/b/c/d/1717171717171-abcdef0123456789.png",
    "logos/1717171717171-abcdef0123456789.png\n",
    "docs/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f-../plan.pdf",
    "docs/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f-plan.html.pdf",
    "docs/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f-Plan.pdf",
    "docs/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f--plan.pdf",
    "docs/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f-plan",
    "docs/1c2d3e4f-plan.pdf",
    "",
  ])("refuses %j", (key) => {
    expect(isValidKey(key)).toBe(false);
  });
});

describe("visibilityOf", () => {
  it("makes the image folders public and everything else private", () => {
    expect(visibilityOf("logos/1-abcdef0123456789.png")).toBe("public");
    expect(visibilityOf("avatars/1-abcdef0123456789.png")).toBe("public");
    expect(visibilityOf("banners/1-abcdef0123456789.png")).toBe("public");
    expect(visibilityOf("documents/1-abcdef0123456789.pdf")).toBe("private");
    expect(visibilityOf("logos-private/1-abcdef0123456789.pdf")).toBe("private");
    expect(visibilityOf("Logos/1-abcdef0123456789.pdf")).toBe("private");
  });
});
