/** Message fragments that mark an expected, user-caused failure (docs/product.md#errors). */
const IGNORED_FRAGMENTS = ["validation", "422", "401", "403"];

function readStatus(error: Record<string, unknown>): number | undefined {
  for (const key of ["status", "statusCode"]) {
    const value = error[key];
    if (typeof value === "number") return value;
  }
  const response = error.response;
  if (typeof response === "object" && response !== null && "status" in response) {
    const status = (response as { status: unknown }).status;
    if (typeof status === "number") return status;
  }
  return undefined;
}

function readMessage(error: unknown): string {
  if (typeof error === "string") return error;
  if (typeof error === "object" && error !== null && "message" in error) return String(error.message);
  return "";
}

/**
 * docs/product.md#errors: errors whose message contains validation, 422, 401 or 403 are not sent to the
 * error-reporting service; neither are client errors with a status from 300 to 499.
 */
export function shouldReportError(error: unknown): boolean {
  const message = readMessage(error).toLowerCase();
  if (IGNORED_FRAGMENTS.some((fragment) => message.includes(fragment))) return false;
  if (typeof error === "object" && error !== null) {
    const status = readStatus(error as Record<string, unknown>);
    if (status !== undefined && status >= 300 && status <= 499) return false;
  }
  return true;
}
