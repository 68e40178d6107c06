// The part of autocannon's programmatic API the benchmarks use (the package ships no types).
declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    workers?: number;
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
