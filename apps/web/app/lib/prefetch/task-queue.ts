/** Runs async tasks with at most `concurrency` in flight; the rest wait in order. */
export function createTaskQueue(concurrency: number) {
  if (!(concurrency >= 1)) throw new RangeError("concurrency must be at least 1");
  let active = 0;
  const waiting: (() => void)[] = [];

  function next(): void {
    active -= 1;
    waiting.shift()?.();
  }

  function add<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        active += 1;
        let running: Promise<T>;
        try {
          running = Promise.resolve(task());
        } catch (error) {
          running = Promise.reject(error);
        }
        running.then(resolve, reject).finally(next);
      };
      if (active < concurrency) start();
      else waiting.push(start);
    });
  }

  return {
    add,
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
