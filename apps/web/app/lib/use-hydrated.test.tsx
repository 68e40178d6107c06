// @vitest-environment jsdom
import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A fresh copy of the module per test: its flags are module state. */
async function probe() {
  const hook = await import("./use-hydrated");
  function Probe() {
    const hydrated = hook.useHydrated();
    return (
      <button type="button" disabled={!hydrated}>
        Load more
      </button>
    );
  }
  return { ...hook, Probe };
}

async function hydrate(element: React.ReactElement) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  expect(container.querySelector("button")?.disabled).toBe(true);
  await act(async () => {
    hydrateRoot(container, element);
  });
  return container;
}

const nextTask = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe("useHydrated", () => {
  beforeEach(() => {
    vi.resetModules();
    document.body.innerHTML = "";
  });

  it("the client entry's hydration: false in the server's HTML and while hydrating, true a task later (decision 490)", async () => {
    const { Probe, expectHydration } = await probe();
    expectHydration();
    const container = await hydrate(<Probe />);
    expect(container.querySelector("button")?.disabled).toBe(true);
    await nextTask();
    expect(container.querySelector("button")?.disabled).toBe(false);

    // Anything rendered from then on starts enabled.
    const later = document.createElement("div");
    document.body.append(later);
    await act(async () => createRoot(later).render(<Probe />));
    expect(later.querySelector("button")?.disabled).toBe(false);
  });

  it("a part hydrated after the flip (a late Suspense boundary) still starts as the server rendered it", async () => {
    const { Probe, expectHydration } = await probe();
    expectHydration();
    await hydrate(<Probe />);
    await nextTask();
    const late = await hydrate(<Probe />);
    expect(late.querySelector("button")?.disabled).toBe(false);
  });

  it("without the client entry (a component test) it is true from the browser's first render", async () => {
    const { Probe } = await probe();
    const container = document.createElement("div");
    document.body.append(container);
    await act(async () => createRoot(container).render(<Probe />));
    expect(container.querySelector("button")?.disabled).toBe(false);
  });
});
