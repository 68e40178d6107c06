/**
 * Fixed log buckets (decision 320): bucket i holds values in [base^(i-1), base^i) with base 2^(1/8)
 * (about 9 % wide), bucket 0 holds everything below 1. Histograms of any instance and minute merge
 * by adding counts index by index; a percentile read back is the bucket's upper bound, within 9 %.
 * 0..224 covers 1 ms to ~280 h (and CLS scaled by 1000).
 */
const perOctave = 8;
const lnBase = Math.LN2 / perOctave;
export const maxBucket = 224;

export type Buckets = Record<string, number>;

export function bucketOf(value: number): number {
  if (!(value >= 1)) return 0;
  const i = Math.floor(Math.log(value) / lnBase) + 1;
  return i > maxBucket ? maxBucket : i;
}

/** The upper bound of bucket i (what a percentile answers). */
export function upperBound(i: number): number {
  return i <= 0 ? 1 : Math.exp(i * lnBase);
}

export function addTo(buckets: Buckets, value: number): void {
  const i = bucketOf(value);
  buckets[i] = (buckets[i] ?? 0) + 1;
}

export function merge(into: Buckets, from: Buckets): Buckets {
  for (const [k, n] of Object.entries(from)) into[k] = (into[k] ?? 0) + n;
  return into;
}

/** The q-quantile (0..1) of a histogram, capped at the exact maximum when known; null when empty. */
export function quantile(buckets: Buckets, q: number, max?: number): number | null {
  const entries = Object.entries(buckets)
    .map(([k, n]) => [Number(k), n] as const)
    .sort((a, b) => a[0] - b[0]);
  const total = entries.reduce((s, [, n]) => s + n, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (const [i, n] of entries) {
    seen += n;
    if (seen >= rank) {
      const bound = upperBound(i);
      return max !== undefined && max < bound ? max : bound;
    }
  }
  return max ?? null;
}
