// @vitest-environment jsdom
import { act, createRef } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FileInput } from "./file-input";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The server's HTML in the document, a file chosen in it (or not), then hydration with `onChange`. */
async function hydrateWith(chosen: File[]) {
  const onChange = vi.fn((event: { target: HTMLInputElement }) => event.target.files?.[0]?.name);
  const ref = createRef<HTMLInputElement>();
  const container = document.createElement("div");
  container.innerHTML = renderToString(<FileInput onChange={onChange} ref={ref} />);
  document.body.append(container);
  const input = container.querySelector("input")!;
  // What the browser's picker does before the handlers exist.
  Object.defineProperty(input, "files", { value: chosen, configurable: true });
  await act(async () => {
    hydrateRoot(container, <FileInput onChange={onChange} ref={ref} />);
  });
  return { onChange, input, ref };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("FileInput (decision 535)", () => {
  it("keeps a file chosen before hydration in the input, for its form's POST, without a change event", async () => {
    const photo = new File(["x"], "portrait.png", { type: "image/png" });
    const { onChange, input } = await hydrateWith([photo]);
    expect(onChange).not.toHaveBeenCalled();
    expect(input.files?.[0]?.name).toBe("portrait.png");
  });

  it("gives the caller its ref", async () => {
    const { input, ref } = await hydrateWith([]);
    expect(ref.current).toBe(input);
  });
});
