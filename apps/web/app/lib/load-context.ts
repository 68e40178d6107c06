import { createContext } from "react-router";

/** What the server hands every loader: an in-process call into the same HTTP API the browser uses. */
export interface ServerApi {
  /**
   * Calls the API in-process (app.inject) with the visitor's cookies; returns a Fetch Response.
   * `body` is sent as JSON, or as multipart/form-data when it is a `FormData`.
   */
  fetch(path: string, init?: { method?: string; body?: unknown; idempotencyKey?: string }): Promise<Response>;
  /** The hidden `_csrf` value for the page's forms (apps/server/src/platform/csrf, decision 535). */
  formToken(): string;
  /** The page's language, sent with the calls that follow (`x-page-language`: the API's texts in it). */
  setLanguage(language: string): void;
}

export const serverApiContext = createContext<ServerApi | null>(null);
