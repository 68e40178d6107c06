import { createContext } from "react-router";

/**
 * Browser error reporting as the server runs it (decision 324): the DSN comes from the server's
 * SENTRY_DSN_BROWSER at request time, not from the build, so one build serves every environment.
 */
export interface ErrorReportingSettings {
  /** Unset: reporting off, the SDK never loads. */
  dsn?: string;
  /** The server's NODE_ENV is production: the trace sample rate of production (docs/product.md#constants). */
  production: boolean;
  /** Sentry's environment name. */
  environment: string;
}

/** Router context key: the SSR handler puts the settings here; the root loader hands them to the page. */
export const errorReportingContext = createContext<ErrorReportingSettings>({
  production: false,
  environment: "development",
});
