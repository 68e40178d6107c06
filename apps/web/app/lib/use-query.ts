import { useEffect, useRef, useState } from "react";

/** What a component reads from `useQuery`: the last answer, the last failure, and whether one is on its way. */
export interface QueryState<T> {
  data: T | undefined;
  /** The key `data` answers (an older key's answer stays shown while the next one loads). */
  dataKey: string | null;
  error: unknown;
  loading: boolean;
}

export interface QueryOptions {
  /** Waits this long after the key last changed before asking (typing in a search box). */
  delayMs?: number;
}

/**
 * The one way a component reads from the API in the browser (docs/topics/page-data.md); page data
 * comes from the route's loader instead. `load` runs once per `key` (`null`: nothing to read yet,
 * e.g. a closed dialog). A changed key or unmount aborts the request in flight (`signal`) and drops
 * its answer; the key last answered is not asked again (after a failure, any key is). The previous answer stays shown while the
 * next one loads, except after a failure (then `data` starts empty again).
 */
export function useQuery<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  { delayMs = 0 }: QueryOptions = {},
): QueryState<T> {
  const [state, setState] = useState<QueryState<T>>({
    data: undefined,
    dataKey: null,
    error: undefined,
    loading: false,
  });
  const latest = useRef(load);
  const answeredKey = useRef<string | null>(null);
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    if (key === null || answeredKey.current === key) {
      setState((s) => (s.loading ? { ...s, loading: false } : s));
      return;
    }
    const controller = new AbortController();
    const start = () => {
      setState((s) =>
        s.error ? { data: undefined, dataKey: null, error: undefined, loading: true } : { ...s, loading: true },
      );
      latest.current(controller.signal).then(
        (data) => {
          if (controller.signal.aborted) return;
          answeredKey.current = key;
          setState({ data, dataKey: key, error: undefined, loading: false });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          answeredKey.current = null;
          setState((s) => ({ ...s, error, loading: false }));
        },
      );
    };
    const timer = delayMs > 0 ? setTimeout(start, delayMs) : null;
    if (timer === null) start();
    return () => {
      if (timer !== null) clearTimeout(timer);
      controller.abort();
    };
  }, [key, delayMs]);
  return state;
}
