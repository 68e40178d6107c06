// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api";
import { useDialogAction } from "./use-dialog-action";

afterEach(cleanup);

function setup() {
  const onDone = vi.fn();
  const onClose = vi.fn();
  const hook = renderHook(() => useDialogAction({ failure: "Not saved.", onDone, onClose }));
  act(() => hook.result.current.onOpenChange(true));
  return { hook, onDone, onClose };
}

describe("useDialogAction (merge, fulfil and withdraw dialogs)", () => {
  it("closes the dialog and calls onDone once the action succeeds", async () => {
    const { hook, onDone, onClose } = setup();
    let finish = () => {};
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = hook.result.current.run(action);
    });
    expect(hook.result.current.pending).toBe(true);
    await act(async () => {
      finish();
      await running;
    });
    expect(action).toHaveBeenCalledOnce();
    expect(hook.result.current).toMatchObject({ open: false, pending: false, problem: null });
    expect(onDone).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each([
    [
      "the API's field message",
      new ApiError({
        message: "Bad",
        code: "VALIDATION_ERROR",
        status: 422,
        errors: { into_id: ["Pick another request."] },
      }),
      "Pick another request.",
    ],
    [
      "the API's message",
      new ApiError({ message: "Already merged.", code: "API_ERROR", status: 409 }),
      "Already merged.",
    ],
    ["the fallback for any other failure", new Error("network"), "Not saved."],
  ])("stays open and shows %s when the action fails", async (_name, failure, shown) => {
    const { hook, onDone } = setup();
    const then = vi.fn();
    await act(() => hook.result.current.run(() => Promise.reject(failure), then));
    expect(hook.result.current).toMatchObject({ open: true, pending: false, problem: shown });
    expect(onDone).not.toHaveBeenCalled();
    expect(then).not.toHaveBeenCalled();
  });

  it("hands the action's result to `then` after closing, before onDone", async () => {
    const { hook, onDone } = setup();
    const calls: string[] = [];
    onDone.mockImplementation(() => calls.push("onDone"));
    await act(() =>
      hook.result.current.run(
        () => Promise.resolve({ id: 7, status: "withdrawn" }),
        (result) => calls.push(`then ${result.id} ${result.status}`),
      ),
    );
    expect(calls).toEqual(["then 7 withdrawn", "onDone"]);
    expect(hook.result.current.open).toBe(false);
  });

  it("closing clears the problem and lets the dialog clear its choice", () => {
    const { hook, onClose } = setup();
    act(() => hook.result.current.setProblem("Choose the request to merge into."));
    act(() => hook.result.current.onOpenChange(false));
    expect(hook.result.current).toMatchObject({ open: false, problem: null });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
