import { describe, expect, it } from "vitest";
import { areasOnDisk, catalogue, catalogueAreas, LOCALES, parametersOf, prefixOf, sourceTexts } from "./messages";

// The catalogues of decision 019 stay whole: both languages say every message with the same
// parameters, each key belongs to one area (its prefix), and no key is left that nothing uses.

const areas = catalogueAreas();

describe("message catalogues", () => {
  it("project.inlang lists every messages/ folder of the project", () => {
    expect([...areas].sort()).toEqual(areasOnDisk());
  });

  it.each(areas)("%s: English and French have the same keys and parameters", (area) => {
    const en = catalogue(area, "en");
    const fr = catalogue(area, "fr");
    expect(Object.keys(fr).sort(), "keys only in one language").toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) {
      expect(parametersOf(fr[key]), `parameters of ${key}`).toEqual(parametersOf(en[key]));
    }
  });

  it.each(areas)("%s: every key starts with the area's prefix", (area) => {
    const prefix = `${prefixOf(area)}_`;
    const strays = LOCALES.flatMap((l) => Object.keys(catalogue(area, l))).filter((k) => !k.startsWith(prefix));
    expect(strays).toEqual([]);
  });

  it("every key is used by the code", () => {
    const source = sourceTexts();
    const unused = areas
      .flatMap((area) => Object.keys(catalogue(area, "en")))
      .filter((key) => !new RegExp(`\\b${key}\\b`).test(source));
    expect(unused).toEqual([]);
  });

  it("finds a parameter in a text and in a plural", () => {
    expect(parametersOf("Hello {name}, {count} new")).toEqual(["count", "name"]);
    expect(
      parametersOf([{ declarations: ["input count", "local p = count: plural"], match: { "p=one": "{count} day" } }]),
    ).toEqual(["count"]);
    expect(parametersOf("A literal \\{brace}")).toEqual([]);
  });
});
