/*
 * Errors that mean "the database cannot be reached right now" rather than "this request is
 * wrong": the server stopped, restarting or refusing connections, a connection dropped, a
 * checkout timed out. The error handler answers them 503 with Retry-After (decision 416); the
 * same request succeeds once PostgreSQL is back, with no restart of this process.
 */

/** Socket-level failures of the connection to the database. */
const networkCodes = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH"]);
/** SQLSTATE classes 08 (connection exception) and 57P01-57P03 (shutdown, crash, starting up). */
const sqlStates = /^(08\d{3}|57P0[123])$/;
/** node-postgres reports these as plain errors, without a code. */
const poolMessages = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Cannot use a pool after calling end on the pool",
];

/** Walks the error and its causes (Drizzle wraps the driver's error as `cause`). */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (networkCodes.has(code) || sqlStates.test(code))) return true;
    if (typeof message === "string" && poolMessages.some((m) => message.includes(m))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
