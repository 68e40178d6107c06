/** Schedules `callback` in a later task; returns a cancel function. */
export type ScheduleTask = (callback: () => void) => () => void;

const nextTask: ScheduleTask = (callback) => {
  const timer = setTimeout(callback, 0);
  return () => clearTimeout(timer);
};

/**
 * Runs each step in a task of its own, in order (decision 490): work started together right after
 * hydration (a fetch, a lazy import, observers) would otherwise add up to one long task while the
 * page should already answer taps. A step may return a stop function. Returns a function that
 * cancels the steps not run yet and stops the ones that ran.
 */
export function inTurns(steps: ReadonlyArray<() => (() => void) | undefined>, schedule: ScheduleTask = nextTask) {
  const stops: (() => void)[] = [];
  let cancelNext = () => {};
  let cancelled = false;
  const run = (index: number) => {
    if (cancelled || index >= steps.length) return;
    cancelNext = schedule(() => {
      if (cancelled) return;
      const stop = steps[index]?.();
      if (stop) stops.push(stop);
      run(index + 1);
    });
  };
  run(0);
  return () => {
    cancelled = true;
    cancelNext();
    for (const stop of stops.reverse()) stop();
  };
}
