import { describe, expect, it } from "vitest";
import type { Jurisdiction } from "../due-diligence/documents-constants";
import {
  normaliseRegistrationNumber,
  REGISTRATION_NUMBER_MESSAGES,
  registrationFormatOf,
  registrationKey,
  registrationNumberProblem,
} from "./registration-numbers";

// Registry numbers by country: the shapes each registry prints, and near misses founders type.

const VALID: Record<Jurisdiction, string[]> = {
  NG: ["RC 1234567", "RC123456", "rc-98765", "BN 3456789", "BN2345678", "IT 12345", "LLP 1234", "LP 0042", "RC 1"],
  KE: [
    "PVT-AB1C2D3",
    "pvt-pju7q8k",
    "PLC-9XY8ZW7",
    "CLG-KL12MN34",
    "LLP-Q1W2E3R",
    "BN-A1B2C3D",
    "C.123456",
    "C 54321",
    "CPR/2012/123456",
    "BN/2015/12345",
  ],
  ZA: [
    "2015/123456/07",
    "1999/000001/06",
    "2000/000001/07",
    "CK1995/012345/23",
    "CK 2001/123456/23",
    " 2021/654321/07 ",
  ],
  GH: ["CS123452019", "CS160152013", "cs142392016", "CG012342020", "BN123451999", "CS-12345-2019", "CU 98765 2021"],
  EG: ["123456", "1", "1234567", "١٢٣٤٥٦", "۱۲۳"],
  OHADA: [
    "SN-DKR-2018-B-12345",
    "SN.DKR.2018.B.12345",
    "sn dkr 2018 b 12345",
    "CI-ABJ-2015-B-12345",
    "CI-ABJ-03-2022-B13-01234",
    "RC/DLA/2016/B/1234",
    "CD/KIN/RCCM/14-B-1234",
    "RB/COT/18 B 12345",
    "RCCM N° BF OUA 2016 B 1234",
    "RCCM: TG-LOM 2012 B 1234",
    "BFOUA2016B1234",
    "GA-LBV-01-2020-B12-00123",
  ],
  GENERAL: ["12345678", "HRB 12345", "No. 104-ABC", "Sociedad 9", "AB"],
};

const INVALID: Record<Jurisdiction, string[]> = {
  NG: ["123456", "RC", "RC ABC123", "XY123456", "RC 123456789", "RC12 34", "2015/123456/07", ""],
  KE: ["PVT", "PVT-12", "XYZ-AB1C2D3", "C.12345678", "CPR/12/123", "123456", "PVT-AB1C2D3E4F5", "RC 123456"],
  ZA: [
    "2015/12345/07",
    "2015/123456/7",
    "15/123456/07",
    "2015-123456-07X",
    "K2015/123456/07",
    "123456",
    "1899/123456/07",
  ],
  GH: ["CS12345201", "CS1234520190", "XX123452019", "CS12345219", "123452019", "RC123456"],
  EG: ["12345678", "12A45", "CR-12345", "", "-1"],
  OHADA: ["12345", "SN DKR", "SN-DKR-B-12345", "hello world", "RC123456", "SN-DKR-2018-12345", "2015/123456/07"],
  GENERAL: ["", "A", "--", "  .  ", `AB\u0001CD`, "x".repeat(61)],
};

describe("registrationNumberProblem", () => {
  const cases = (table: Record<Jurisdiction, string[]>) =>
    Object.entries(table).flatMap(([j, values]) => values.map((v) => [j as Jurisdiction, v] as const));

  it.each(cases(VALID))("%s accepts %j", (jurisdiction, value) => {
    expect(registrationNumberProblem(jurisdiction, value)).toBeNull();
  });

  it.each(cases(INVALID))("%s refuses %j", (jurisdiction, value) => {
    expect(registrationNumberProblem(jurisdiction, value)).not.toBeNull();
  });

  it("says what it expects, with the registry's example, which is itself valid", () => {
    for (const j of Object.keys(VALID) as Jurisdiction[]) {
      const format = registrationFormatOf(j);
      expect(registrationNumberProblem(j, format.example)).toBeNull();
    }
    const format = registrationFormatOf("NG");
    expect(registrationNumberProblem("NG", "12345")).toBe(REGISTRATION_NUMBER_MESSAGES.format(format));
    expect(REGISTRATION_NUMBER_MESSAGES.format(format)).toContain("RC 1234567");
    expect(registrationNumberProblem("NG", "   ")).toBe(REGISTRATION_NUMBER_MESSAGES.required);
    expect(registrationNumberProblem("GENERAL", "9".repeat(61))).toBe(REGISTRATION_NUMBER_MESSAGES.tooLong);
  });
});

describe("normalising and comparing numbers", () => {
  it.each([
    ["rc  123456", "RC 123456"],
    [" sn - dkr - 2018 ", "SN-DKR-2018"],
    ["2015 / 123456 / 07", "2015/123456/07"],
    ["١٢٣٤٥٦", "123456"],
    ["ＲＣ１２３", "RC123"],
  ])("%j is kept as %j", (input, kept) => {
    expect(normaliseRegistrationNumber(input)).toBe(kept);
  });

  it("counts one number however it is written, and two numbers as two", () => {
    expect(registrationKey("RC-123456")).toBe(registrationKey("rc 123456"));
    expect(registrationKey("SN.DKR.2018.B.12345")).toBe(registrationKey("sn-dkr-2018-b-12345"));
    expect(registrationKey("RC 123456")).not.toBe(registrationKey("RC 123457"));
  });
});
