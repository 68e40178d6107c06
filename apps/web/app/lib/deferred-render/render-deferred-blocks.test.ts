// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { startRenderingDeferredBlocks } from "./render-deferred-blocks";

/** One queue for both idle periods and frames: runOne runs the oldest scheduled callback. */
function fakeIdle() {
  const queue: Array<{ kind: string; callback: () => void }> = [];
  const scheduler = (kind: string) => (callback: () => void) => {
    const entry = { kind, callback };
    queue.push(entry);
    return () => {
      const i = queue.indexOf(entry);
      if (i >= 0) queue.splice(i, 1);
    };
  };
  const runOne = () => queue.shift()?.callback();
  return {
    idle: scheduler("idle"),
    frame: scheduler("frame"),
    runOne,
    pending: () => queue.length,
    kinds: () => queue.map((e) => e.kind),
  };
}

const rendered = (root: HTMLElement) =>
  [...root.querySelectorAll(".render-when-visible")].map((el) => el.hasAttribute("data-rendered"));

describe("startRenderingDeferredBlocks (decision 473)", () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it("waits for an idle period, then renders three deferred blocks per frame, in document order", () => {
    const root = document.createElement("div");
    root.innerHTML = `${'<section class="render-when-visible"></section>'.repeat(4)}<p>x</p><footer class="render-when-visible"></footer>`;
    const { idle, frame, runOne, pending, kinds } = fakeIdle();
    stop = startRenderingDeferredBlocks(root, idle, frame);
    expect(rendered(root)).toEqual([false, false, false, false, false]);
    expect(kinds()).toEqual(["idle"]);
    runOne();
    expect(rendered(root)).toEqual([true, true, true, false, false]);
    expect(kinds()).toEqual(["frame"]);
    runOne();
    expect(rendered(root)).toEqual([true, true, true, true, true]);
    runOne();
    expect(pending()).toBe(0);
  });

  it("picks up blocks added later (a navigation, load more)", async () => {
    const root = document.createElement("div");
    const { idle, frame, runOne, pending } = fakeIdle();
    stop = startRenderingDeferredBlocks(root, idle, frame);
    runOne();
    expect(pending()).toBe(0);
    const added = document.createElement("article");
    added.className = "render-when-visible";
    root.append(added);
    await Promise.resolve(); // the MutationObserver's callback
    expect(pending()).toBe(1);
    runOne();
    expect(added.hasAttribute("data-rendered")).toBe(true);
  });

  it("does nothing after stop", () => {
    const root = document.createElement("div");
    root.innerHTML = `<section class="render-when-visible"></section>`;
    const { idle, frame, runOne, pending } = fakeIdle();
    startRenderingDeferredBlocks(root, idle, frame)();
    expect(pending()).toBe(0);
    runOne();
    expect(rendered(root)).toEqual([false]);
  });
});
