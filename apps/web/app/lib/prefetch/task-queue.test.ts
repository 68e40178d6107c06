import { describe, expect, it } from "vitest";
import { createTaskQueue } from "./task-queue";

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("task queue", () => {
  it.each([
    { concurrency: 1, tasks: 3 },
    { concurrency: 5, tasks: 12 },
    { concurrency: 5, tasks: 3 },
  ])("runs at most $concurrency of $tasks at once, in order", async ({ concurrency, tasks }) => {
    const queue = createTaskQueue(concurrency);
    const gates = Array.from({ length: tasks }, deferred);
    const started: number[] = [];
    let peak = 0;
    const done = gates.map((gate, i) =>
      queue.add(async () => {
        started.push(i);
        peak = Math.max(peak, queue.active);
        await gate.promise;
        return i;
      }),
    );
    expect(started).toHaveLength(Math.min(concurrency, tasks));
    expect(queue.waiting).toBe(Math.max(0, tasks - concurrency));
    for (const gate of gates) {
      gate.resolve();
      await Promise.resolve();
      await Promise.resolve();
      await Promise.resolve();
    }
    expect(await Promise.all(done)).toEqual(gates.map((_, i) => i));
    expect(started).toEqual(gates.map((_, i) => i));
    expect(peak).toBe(Math.min(concurrency, tasks));
    expect(queue.active).toBe(0);
  });

  it("a failed task frees its slot and rejects only its own promise", async () => {
    const queue = createTaskQueue(1);
    const failing = queue.add(() => Promise.reject(new Error("x")));
    const throwing = queue.add(() => {
      throw new Error("sync");
    });
    const next = queue.add(async () => "ok");
    await expect(failing).rejects.toThrow("x");
    await expect(throwing).rejects.toThrow("sync");
    await expect(next).resolves.toBe("ok");
  });

  it.each([0, -1, Number.NaN])("rejects concurrency %s", (n) => {
    expect(() => createTaskQueue(n)).toThrow(RangeError);
  });
});
