import "./lib/zod-jitless";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { NonceContext } from "./lib/nonce";

// The server rendered every <script>/<link> with this request's CSP nonce. Browsers hide the
// attribute after parsing but keep `element.nonce`, and React compares against that property when
// hydrating: give the client render the same value so the document hydrates without a mismatch.
const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceContext.Provider value={nonce}>
        <HydratedRouter />
      </NonceContext.Provider>
    </StrictMode>,
  );
});
