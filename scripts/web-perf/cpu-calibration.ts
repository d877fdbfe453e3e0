// bench:web's CPU slow-down. Lighthouse's mobile preset slows the page's CPU 4× whatever the
// host, but that stands for a mid-range phone only on a host of about Lighthouse's own speed:
// Lighthouse measures the host in every run (`environment.benchmarkIndex`), and its
// documentation (docs/throttling.md, "CPU throttling") calibrates the multiplier from that index,
// 4× for an index of about 1,533. A slower host slowed 4× stands for a slower phone; a faster
// host for a faster one. BENCH_WEB_CPU says which one bench:web runs with:
//   "preset" (the default): 4×, the figures the goals have been read against until now;
//   "calibrated": the multiplier Lighthouse's calibration gives this host's index (the median of five
//   runs of the reference page before the others), so that machines of different speeds measure one
//   phone. The index is noisy on a virtual machine (1,050-2,190 within one run on 29 Nov): a run
//   prints the median of all its runs' indexes beside the multiplier it used;
//   a number: that multiplier.

export const PRESET_CPU_SLOWDOWN = 4;

/**
 * The slow-down Lighthouse's calibration gives a host's benchmark index: straight lines through
 * its published points (index 150: 1×, 800: 2×, 1,300: 3×, then one more for every 233, so
 * 1,533: 4× and 2,000: 6×).
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`not a benchmark index: ${benchmarkIndex}`);
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

export type CpuChoice = { mode: "preset" } | { mode: "calibrated" } | { mode: "fixed"; multiplier: number };

/** BENCH_WEB_CPU's value as a choice; anything else is refused rather than read as the preset. */
export function cpuChoiceOf(value: string | undefined): CpuChoice {
  if (value === undefined || value === "" || value === "preset") return { mode: "preset" };
  if (value === "calibrated") return { mode: "calibrated" };
  const multiplier = Number(value);
  if (!Number.isFinite(multiplier) || multiplier < 1) {
    throw new Error(`BENCH_WEB_CPU must be "preset", "calibrated" or a multiplier ≥ 1 (got ${value})`);
  }
  return { mode: "fixed", multiplier };
}
