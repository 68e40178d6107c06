import { describe, expect, it } from "vitest";
import { addTo, type Buckets, bucketOf, merge, quantile, upperBound } from "./histogram.ts";

describe("fixed log buckets", () => {
  it("puts a value in a bucket whose upper bound is within 9 % above it", () => {
    for (const v of [1, 3.7, 12, 99.9, 1000, 1234.5, 60_000]) {
      const bound = upperBound(bucketOf(v));
      expect(bound).toBeGreaterThan(v);
      expect(bound / v).toBeLessThan(1.1);
    }
    expect(bucketOf(0.2)).toBe(0);
  });

  it("answers percentiles of a known distribution, and merged halves answer the same as the whole", () => {
    const whole: Buckets = {};
    const a: Buckets = {};
    const b: Buckets = {};
    for (let v = 1; v <= 1000; v++) {
      addTo(whole, v);
      addTo(v % 2 ? a : b, v);
    }
    const p50 = quantile(whole, 0.5) as number;
    const p99 = quantile(whole, 0.99) as number;
    expect(p50).toBeGreaterThanOrEqual(500);
    expect(p50).toBeLessThan(550);
    expect(p99).toBeGreaterThanOrEqual(990);
    expect(p99).toBeLessThan(1090);
    const merged = merge(merge({}, a), b);
    expect(quantile(merged, 0.5)).toBe(p50);
    expect(quantile(merged, 0.99, 1000)).toBe(1000);
    expect(quantile({}, 0.5)).toBeNull();
  });
});
