import { createContext } from "react-router";

/** What the server hands every loader: an in-process call into the same HTTP API the browser uses. */
export interface ServerApi {
  /** Calls the API in-process (app.inject) with the visitor's cookies; returns a Fetch Response. */
  fetch(path: string, init?: { method?: string; body?: unknown }): Promise<Response>;
}

export const serverApiContext = createContext<ServerApi | null>(null);
