import { api } from "./api";
import { createApiErrorHandler } from "./api/handle-api-error";
import { startBuildWatcher } from "./build-watcher/build-watcher";
import { initErrorReporting } from "./error-reporting/error-reporting";
import type { ErrorReportingSettings } from "./error-reporting/error-reporting-settings";
import { inTurns } from "./in-turns";
import { startIdlePrefetch } from "./prefetch/idle-prefetch";
import type { Navigate } from "./toast/toast-types";
import { startVitals } from "./vitals/start-vitals";

export interface ClientPlatformOptions {
  /** In-app navigation for toast actions (React Router's navigate); defaults to a full page load. */
  navigate?: Navigate;
  /** The build id the server rendered into the page, if any; otherwise the first poll sets it. */
  buildId?: string;
  /** Likely next routes to preload when the browser is idle. */
  prefetchPaths?: readonly string[];
  /** The server's error-reporting settings (root loader); without a DSN nothing is loaded. */
  errorReporting?: ErrorReportingSettings;
}

/**
 * Starts the browser half of the client platform (issue 2 point 7) in one call, from the root's effect:
 * API error toasts at once; then, each in a later task of its own (decision 490), error reporting
 * (when a DSN is set), the build-update watcher, idle prefetch and, once idle, Web Vitals beacons
 * (lib/vitals). The root's effect runs in the task that finishes hydrating: started there together,
 * they made it 30-40 ms longer on a slow phone.
 * Returns a stop function for the effect's cleanup. Does nothing on the server.
 */
export function startClientPlatform(options: ClientPlatformOptions = {}): () => void {
  if (typeof window === "undefined") return () => {};
  api.setErrorHandler(createApiErrorHandler(options.navigate));
  const stopParts = inTurns([
    () => {
      void initErrorReporting(options.errorReporting).catch(() => {});
      return undefined;
    },
    () => startBuildWatcher({ initialBuildId: options.buildId }),
    () => startIdlePrefetch(options.prefetchPaths ?? []),
    () => startVitals(),
  ]);
  return () => {
    stopParts();
    api.setErrorHandler(undefined);
  };
}
