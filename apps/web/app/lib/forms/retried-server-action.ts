import { API_RETRIES, API_RETRY_DELAY_MS } from "../constants";

type Deps = { retries: number; delayMs: number; sleep: (ms: number) => Promise<void> };

const defaults: Deps = {
  retries: API_RETRIES,
  delayMs: API_RETRY_DELAY_MS,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * A route action's send from the page's script, retried as the SPEC's calls are (2 retries, 1 s
 * apart) when it cannot reach the server or its answer is lost on the way (fetch's TypeError). The
 * same body goes again, with the form's page key (`_key`) that the action sends as the API's
 * Idempotency-Key, so the API applies the write once and answers a retry as it answered the first
 * attempt. Offline, or for any other failure, nothing is retried (formClientAction says why).
 *
 *   export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
 *     formClientAction(retriedServerAction(request, () => serverAction()));
 */
export function retriedServerAction<T>(
  request: Request,
  serverAction: () => Promise<T>,
  deps: Deps = defaults,
): () => Promise<T> {
  // Kept before the first attempt reads the body (a request's body is read once).
  const kept = request.method === "GET" ? null : request.clone();
  return async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await serverAction();
      } catch (failure) {
        const offline = typeof navigator !== "undefined" && navigator.onLine === false;
        if (offline || !(failure instanceof TypeError) || attempt >= deps.retries) throw failure;
        await deps.sleep(deps.delayMs);
        if (kept) readAgain(request, kept.clone());
      }
    }
  };
}

/**
 * React Router's `serverAction()` sends the body of the action's request, which the attempt before
 * has read: the request reads the kept copy instead.
 */
function readAgain(request: Request, copy: Request) {
  for (const read of ["text", "formData", "json", "arrayBuffer", "blob"] as const) {
    Object.defineProperty(request, read, { configurable: true, value: () => copy[read]() });
  }
}
