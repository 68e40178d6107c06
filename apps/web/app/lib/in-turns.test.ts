import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { inTurns } from "./in-turns";

describe("inTurns (decision 490)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs one step per task, in order, none in the calling task", () => {
    const ran: number[] = [];
    inTurns([1, 2, 3].map((n) => () => void ran.push(n)));
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([1]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([1, 2]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([1, 2, 3]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("cancelling stops the steps that ran, last first, and runs no more", () => {
    const log: string[] = [];
    const step = (name: string) => () => {
      log.push(`start ${name}`);
      return () => void log.push(`stop ${name}`);
    };
    const cancel = inTurns([step("a"), () => undefined, step("b"), step("c")]);
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    cancel();
    vi.runAllTimers();
    expect(log).toEqual(["start a", "start b", "stop b", "stop a"]);
  });
});
