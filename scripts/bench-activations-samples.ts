// bench:activations' request times and how a phase of them is described (p50, p99, each second's p99).

/** A request's time from when it was due (`at`), in ms. */
export type Sample = { at: number; ms: number };

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)] ?? 0;
/**
 * Beside the whole phase's p99, each second's: one stall of 50 ms (seen here at idle every few
 * seconds in some runs) sets the p99 of a short phase, so the seconds' median says what most of
 * the phase was like, and their worst where a stall fell.
 */
export function describe(samples: Sample[]) {
  const xs = samples.map((s) => s.ms);
  const seconds = new Map<number, number[]>();
  for (const s of samples) {
    const second = Math.floor(s.at / 1000);
    const times = seconds.get(second);
    if (times) times.push(s.ms);
    else seconds.set(second, [s.ms]);
  }
  const perSecond = [...seconds.values()].filter((times) => times.length >= 100).map((times) => pct(times, 0.99));
  const each =
    perSecond.length > 0
      ? `; each second's p99 median ${pct(perSecond, 0.5).toFixed(1)} ms, worst ${Math.max(...perSecond).toFixed(1)} ms`
      : "";
  return `${xs.length} requests, p50 ${pct(xs, 0.5).toFixed(1)} ms, p99 ${pct(xs, 0.99).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms${each}`;
}
