/**
 * Text the server already formatted, handed to the browser so that hydration prints it without
 * calling Intl (decision 470). The first Intl formatter a page builds loads ICU's locale and time
 * zone data: 25-90 ms of main thread on this machine, four times that on a throttled phone, in
 * the middle of hydration. The server records what each page formatted; the browser is seeded
 * with it before hydrating; a value not seeded (a live update, the viewer's own zone) is
 * formatted as before.
 */

export type FormatSeed = Record<string, string>;

const seeded = new Map<string, string>();
/**
 * Values already formatted in this process: a key names the locale, the options (zone included)
 * and the instant, so its text never changes. Every page of a class formats the same starts again;
 * on the server that was two `formatToParts` and a `format` per date per request. Bounded: emptied
 * when full.
 */
const computed = new Map<string, string>();
const computedMax = 5_000;
let recorder: (() => Map<string, string> | undefined) | undefined;

/** The server's hook: where this render's formatted values go (per request; see entry.server). */
export function setFormatRecorder(current: (() => Map<string, string> | undefined) | undefined): void {
  recorder = current;
}

/** The browser's seed, before hydrating. */
export function seedFormats(seed: FormatSeed): void {
  for (const [key, value] of Object.entries(seed)) {
    if (typeof value === "string") seeded.set(key, value);
  }
}

/** `compute()` unless the server already gave the value for `key`; the server records it. */
export function remembered(key: string, compute: () => string): string {
  const hit = seeded.get(key);
  if (hit !== undefined) return hit;
  let value = computed.get(key);
  if (value === undefined) {
    value = compute();
    if (computed.size >= computedMax) computed.clear();
    computed.set(key, value);
  }
  recorder?.()?.set(key, value);
  return value;
}

/** Forgets the seed and what was formatted (tests). */
export function clearFormatSeed(): void {
  seeded.clear();
  computed.clear();
}
