// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useHydrated } from "./use-hydrated";

function Probe() {
  const hydrated = useHydrated();
  return (
    <button type="button" disabled={!hydrated}>
      Load more
    </button>
  );
}

describe("useHydrated", () => {
  it("is false in the server's HTML and true once React has hydrated it", async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain("disabled");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(container.querySelector("button")?.disabled).toBe(false);
  });
});
