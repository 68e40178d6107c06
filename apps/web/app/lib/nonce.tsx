import { createContext as createReactContext, useContext } from "react";
import { createContext } from "react-router";

/** Router context key: the server puts the request's CSP script nonce here. */
export const nonceContext = createContext<string>("");

/** React context: the request nonce for <Scripts>/<Links> (server: from the router context; browser: read back in entry.client). */
export const NonceContext = createReactContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
