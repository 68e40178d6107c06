import { isRouteErrorResponse } from "react-router";

export interface RouteErrorView {
  status: number;
  detail?: string;
  debug?: string;
}

/**
 * Turns whatever a route threw into what the error screen may show. A 4xx response's message
 * (e.g. "Page not found: /x") is shown; a 5xx's never is, and stacks only in development.
 */
export function describeRouteError(error: unknown, isDev: boolean): RouteErrorView {
  if (isRouteErrorResponse(error)) {
    const body = error.data as { message?: unknown } | string | undefined;
    const message = typeof body === "string" ? body : typeof body?.message === "string" ? body.message : undefined;
    if (error.status < 500) return { status: error.status, detail: message || undefined };
    return { status: error.status, debug: isDev ? message : undefined };
  }
  if (isDev && error instanceof Error) return { status: 500, debug: `${error.message}\n\n${error.stack ?? ""}` };
  return { status: 500 };
}
