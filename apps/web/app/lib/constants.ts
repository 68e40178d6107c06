/**
 * Every number of docs/product.md#constants (and the client-side numbers of sections 4, 7 and 8), in one place.
 * Durations are milliseconds. A toast duration of 0 means "stays until dismissed".
 */

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Toasts (docs/product.md#errors, #constants). */
export const TOAST_DEFAULT_DURATION_MS = 5 * SECOND;
export const TOAST_PERSISTENT = 0;

/** Toasts raised by the real-time handler (docs/product.md#constants). */
export const REALTIME_TOAST_ERROR_MS = 8 * SECOND;
export const REALTIME_TOAST_WARNING_MS = 7 * SECOND;
export const REALTIME_TOAST_SUCCESS_MS = 8 * SECOND;
export const REALTIME_TOAST_REQUEST_UPDATE_MS = 10 * SECOND;

/** A burst of live events touching the open page reloads its data once, this long after the last (issue 21). */
export const LIVE_REVALIDATE_DEBOUNCE_MS = 150;

/** Notifications (docs/product.md#constants). */
export const NOTIFICATION_LIST_CAP = 50;
export const NOTIFICATION_RECENT_COUNT = 10;

/** Real-time connection (docs/product.md#states, #constants). */
export const REALTIME_CONNECT_TIMEOUT_MS = 10 * SECOND;
export const REALTIME_MAX_RECONNECTS = 5;
export const REALTIME_BACKOFF_INITIAL_MS = 1 * SECOND;
export const REALTIME_BACKOFF_MAX_MS = 30 * SECOND;
export const REALTIME_FORCED_RECONNECT_DELAY_MS = 500;
export const REALTIME_ONLINE_RECONNECT_DELAY_MS = 1 * SECOND;

/** API client (docs/product.md#calls, #constants). */
export const API_RETRIES = 2;
export const API_RETRY_DELAY_MS = 1 * SECOND;
export const API_SLOW_REQUEST_MS = 1 * SECOND;

/** Build-update watcher (docs/product.md#states, #constants). */
export const BUILD_POLL_INTERVAL_MS = 1 * HOUR;
export const BUILD_RELOAD_GUARD_MS = 10 * SECOND;

/** Idle prefetch (docs/product.md#constants). */
export const PREFETCH_CONCURRENCY = 5;

/** Error reporting (docs/product.md#constants). */
export const SENTRY_TRACES_SAMPLE_RATE_PRODUCTION = 0.1;
export const SENTRY_TRACES_SAMPLE_RATE_OTHER = 0.2;
