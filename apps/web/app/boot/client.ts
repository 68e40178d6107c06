import { takeFormatSeed } from "./format-seed/seed-element";

/**
 * Hydrates in the task after the client entry's own: React DOM's client runtime starts as the entry
 * module runs (its imports), 10-15 ms of a slow phone's main thread, and hydration (its event
 * listeners, then the render) would otherwise be the same long task (decision 491). Before it, the
 * dates the server formatted are taken from the document (the format seed, decision 470), so
 * hydrating builds no Intl formatter. The seed ends the document; when this runs before the stream
 * has ended (slow streamed data), the page hydrates without it: the dates are then formatted here.
 */
export function startHydration(hydrate: () => void): void {
  takeFormatSeed();
  setTimeout(hydrate, 0);
}
