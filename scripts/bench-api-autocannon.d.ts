// The part of autocannon 9's programmatic API that bench-api-measure.ts uses (the package ships
// no types, and @types/autocannon describes version 7).
declare module "autocannon" {
  type Histogram = { average: number; mean: number; min: number; max: number; total: number } & Record<
    "p50" | "p90" | "p97_5" | "p99",
    number
  >;
  type Result = {
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    // biome-ignore lint/suspicious/noExplicitAny: each caller passes its own client shape.
    setupClient?: (client: any) => void;
  };
  function autocannon(options: Options): Promise<Result> & { stop: () => void };
  export default autocannon;
}
