import { createContext } from "react-router";

/** What the server hands every loader: an in-process call into the same HTTP API the browser uses. */
export interface ServerApi {
  /**
   * Calls the API in-process (app.inject) with the visitor's cookies; returns a Fetch Response.
   * `body` goes as JSON; `form` as multipart/form-data (an upload route's file and text fields).
   */
  fetch(
    path: string,
    init?: { method?: string; body?: unknown; form?: FormData; idempotencyKey?: string },
  ): Promise<Response>;
  /** The hidden `_csrf` value for the page's forms (apps/server/src/platform/csrf, decision 535). */
  formToken(): string;
}

export const serverApiContext = createContext<ServerApi | null>(null);
