// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Dialog } from "radix-ui";
import { act, Profiler, type ProfilerOnRenderCallback } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { patchPresence } from "./radix-presence";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const require = createRequire(import.meta.url);

function ClosedDialog({ open }: { open: boolean }) {
  return (
    <Dialog.Root open={open}>
      <Dialog.Trigger>Filters</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay />
        <Dialog.Content aria-describedby={undefined}>
          <Dialog.Title>Filters</Dialog.Title>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

describe("Radix Presence without a re-render on mount (decision 490)", () => {
  it("finds the installed package's state machine and replaces it", () => {
    const file = require.resolve("@radix-ui/react-presence").replace(/index\.js$/, "index.mjs");
    const patched = patchPresence(readFileSync(file, "utf8"));
    expect(patched).toBeDefined();
    expect(patched).toContain("React.useState(initialState)");
    expect(patched).not.toContain("React.useReducer(");
  });

  it("hydrates a closed dialog in one commit, no synchronous second render", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ClosedDialog open={false} />);
    document.body.append(container);
    const phases: string[] = [];
    const onRender: ProfilerOnRenderCallback = (_id, phase) => void phases.push(phase);
    await act(async () => {
      hydrateRoot(
        container,
        <Profiler id="dialog" onRender={onRender}>
          <ClosedDialog open={false} />
        </Profiler>,
      );
    });
    expect(phases).toEqual(["mount"]);
    container.remove();
  });

  it("still opens and closes", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<ClosedDialog open={true} />));
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    await act(async () => root.render(<ClosedDialog open={false} />));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await act(async () => root.render(<ClosedDialog open={true} />));
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    await act(async () => root.unmount());
    container.remove();
  });
});
