import { onIdle } from "../prefetch/idle";

/** Blocks that app.css's `render-when-visible` utility left for later, not yet rendered. */
const PENDING = ".render-when-visible:not([data-rendered])";

/** Blocks rendered per frame: a few, so the rest of a page is whole within a few frames, each short. */
const BLOCKS_PER_FRAME = 3;

type Schedule = (callback: () => void) => () => void;

function nextFrame(callback: () => void): () => void {
  const handle = requestAnimationFrame(() => callback());
  return () => cancelAnimationFrame(handle);
}

/**
 * Renders the blocks that `render-when-visible` skipped below the fold once the page is idle
 * (decision 473): then a few blocks per frame, so no frame lays the rest of the page out at once,
 * and afterwards find-in-page, printing and full-page screenshots meet the whole page. Blocks that
 * a later navigation or "load more" adds are picked up the same way. Start it after hydration
 * (the attribute it sets is not in the server's HTML). Returns a stop function.
 */
export function startRenderingDeferredBlocks(
  root: HTMLElement = document.body,
  idle: Schedule = onIdle,
  frame: Schedule = nextFrame,
): () => void {
  let cancel: (() => void) | undefined;
  let stopped = false;

  const step = () => {
    cancel = undefined;
    if (stopped) return;
    const next = [...root.querySelectorAll<HTMLElement>(PENDING)].slice(0, BLOCKS_PER_FRAME);
    if (!next.length) return;
    for (const block of next) block.setAttribute("data-rendered", "");
    cancel = frame(step);
  };
  const schedule = () => {
    if (!stopped && !cancel) cancel = idle(step);
  };

  const observer = typeof MutationObserver === "function" ? new MutationObserver(schedule) : undefined;
  observer?.observe(root, { childList: true, subtree: true });
  schedule();
  return () => {
    stopped = true;
    observer?.disconnect();
    cancel?.();
  };
}
