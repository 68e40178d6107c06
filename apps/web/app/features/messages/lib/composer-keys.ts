/** Whether a key press in the composer sends: Enter without Shift on desktop; never on touch devices (Enter breaks). */
export function enterSends(event: { key: string; shiftKey: boolean; isComposing?: boolean }, touch: boolean): boolean {
  return event.key === "Enter" && !event.shiftKey && !event.isComposing && !touch;
}

/** Touch-first devices (coarse pointer, no hover): the Send button sends, Enter breaks lines. */
export function isTouchDevice(): boolean {
  if (typeof window === "undefined" || !window.matchMedia) return false;
  return window.matchMedia("(pointer: coarse) and (hover: none)").matches;
}
