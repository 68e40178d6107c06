import "./lib/zod-jitless";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { startHydration } from "./boot/client";
import { documentNonce, NonceContext } from "./lib/nonce";

startHydration(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <NonceContext.Provider value={documentNonce()}>
          <HydratedRouter />
        </NonceContext.Provider>
      </StrictMode>,
    );
  });
});
