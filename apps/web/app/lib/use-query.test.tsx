// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useQuery } from "./use-query";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A load whose answers the test hands out: `answer(i, value)` settles the i-th call. */
function controlled<T>() {
  const calls: { key: string; signal: AbortSignal; resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const load = (key: string) => (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => calls.push({ key, signal, resolve, reject }));
  return { calls, load };
}

describe("useQuery", () => {
  it("asks once per key, shows loading, then the data", async () => {
    const { calls, load } = controlled<string>();
    const { result } = renderHook(({ k }) => useQuery(k, load(k)), { initialProps: { k: "a" } });
    expect(calls).toHaveLength(1);
    expect(result.current).toMatchObject({ data: undefined, loading: true });
    await act(async () => calls[0]?.resolve("A"));
    expect(result.current).toMatchObject({ data: "A", dataKey: "a", loading: false, error: undefined });
  });

  it("asks nothing for a null key, and does not ask again for the key last answered", async () => {
    const { calls, load } = controlled<string>();
    const { result, rerender } = renderHook(({ k }: { k: string | null }) => useQuery(k, load(String(k))), {
      initialProps: { k: null as string | null },
    });
    expect(calls).toHaveLength(0);
    expect(result.current.loading).toBe(false);
    rerender({ k: "a" });
    await act(async () => calls[0]?.resolve("A"));
    rerender({ k: null });
    rerender({ k: "a" });
    expect(calls).toHaveLength(1);
    expect(result.current).toMatchObject({ data: "A", loading: false });
  });

  it("aborts the request of a changed key and drops its late answer", async () => {
    const { calls, load } = controlled<string>();
    const { result, rerender } = renderHook(({ k }) => useQuery(k, load(k)), { initialProps: { k: "a" } });
    rerender({ k: "b" });
    expect(calls[0]?.signal.aborted).toBe(true);
    await act(async () => calls[0]?.resolve("A"));
    expect(result.current).toMatchObject({ data: undefined, loading: true });
    await act(async () => calls[1]?.resolve("B"));
    expect(result.current).toMatchObject({ data: "B", dataKey: "b", loading: false });
  });

  it("aborts on unmount", () => {
    const { calls, load } = controlled<string>();
    const { unmount } = renderHook(() => useQuery("a", load("a")));
    unmount();
    expect(calls[0]?.signal.aborted).toBe(true);
  });

  it("keeps the failure until the next request, which starts from no data", async () => {
    const { calls, load } = controlled<string>();
    const { result, rerender } = renderHook(({ k }: { k: string | null }) => useQuery(k, load(String(k))), {
      initialProps: { k: "a" as string | null },
    });
    const problem = new Error("offline");
    await act(async () => calls[0]?.reject(problem));
    expect(result.current).toMatchObject({ data: undefined, error: problem, loading: false });
    rerender({ k: null });
    rerender({ k: "a" });
    expect(calls).toHaveLength(2);
    expect(result.current).toMatchObject({ data: undefined, error: undefined, loading: true });
    await act(async () => calls[1]?.resolve("A"));
    expect(result.current).toMatchObject({ data: "A", error: undefined });
  });

  it("waits delayMs after the key last changed before asking", async () => {
    vi.useFakeTimers();
    const { calls, load } = controlled<string>();
    const { rerender } = renderHook(({ k }) => useQuery(k, load(k), { delayMs: 250 }), {
      initialProps: { k: "a" },
    });
    act(() => vi.advanceTimersByTime(200));
    rerender({ k: "ab" });
    act(() => vi.advanceTimersByTime(200));
    expect(calls).toHaveLength(0);
    act(() => vi.advanceTimersByTime(50));
    expect(calls.map((c) => c.key)).toEqual(["ab"]);
  });
});
