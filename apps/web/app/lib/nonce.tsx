import { createContext as createReactContext, useContext } from "react";
import { createContext } from "react-router";

/** Router context key: the server puts the request's CSP script nonce here. */
export const nonceContext = createContext<string>("");

/** React context: lets the document's <Scripts> carry the nonce during SSR (empty in the browser). */
export const NonceContext = createReactContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
