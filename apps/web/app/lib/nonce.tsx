import { createContext as createReactContext, useContext } from "react";
import { createContext } from "react-router";

/** Router context key: the server puts the request's CSP script nonce here. */
export const nonceContext = createContext<string>("");

/** React context: the request nonce for <Scripts>/<Links> (server: from the router context; browser: read back in entry.client). */
export const NonceContext = createReactContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);

/**
 * The nonce the server rendered every <script>/<link> with, read back in the browser. Browsers hide
 * the attribute after parsing but keep `element.nonce`, and React compares against that property
 * when hydrating: the client render gets the same value, so the document hydrates without a mismatch.
 */
export const documentNonce = (): string | undefined =>
  document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
