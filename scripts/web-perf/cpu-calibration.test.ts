import { describe, expect, it } from "vitest";
import { calibratedCpuSlowdown, cpuChoiceOf } from "./cpu-calibration";

describe("bench:web's CPU calibration", () => {
  it("goes through the points Lighthouse publishes", () => {
    expect(calibratedCpuSlowdown(150)).toBeCloseTo(1);
    expect(calibratedCpuSlowdown(800)).toBeCloseTo(2);
    expect(calibratedCpuSlowdown(1300)).toBeCloseTo(3);
    expect(calibratedCpuSlowdown(1533)).toBeCloseTo(4);
    expect(calibratedCpuSlowdown(2000)).toBeCloseTo(6, 1);
  });

  it("gives a slower host less slow-down and never less than none", () => {
    expect(calibratedCpuSlowdown(1200)).toBeCloseTo(2.8);
    expect(calibratedCpuSlowdown(1200)).toBeLessThan(calibratedCpuSlowdown(1250));
    expect(calibratedCpuSlowdown(60)).toBe(1);
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow();
  });

  it("reads BENCH_WEB_CPU, refusing what it cannot read", () => {
    expect(cpuChoiceOf(undefined)).toEqual({ mode: "preset" });
    expect(cpuChoiceOf("preset")).toEqual({ mode: "preset" });
    expect(cpuChoiceOf("calibrated")).toEqual({ mode: "calibrated" });
    expect(cpuChoiceOf("2.5")).toEqual({ mode: "fixed", multiplier: 2.5 });
    expect(() => cpuChoiceOf("fast")).toThrow(/BENCH_WEB_CPU/);
    expect(() => cpuChoiceOf("0.5")).toThrow(/BENCH_WEB_CPU/);
  });
});
