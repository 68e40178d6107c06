import "./lib/zod-jitless";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { takeFormatSeed } from "./lib/format-seed/seed-element";
import { NonceContext } from "./lib/nonce";
import { expectHydration } from "./lib/use-hydrated";

// The server rendered every <script>/<link> with this request's CSP nonce. Browsers hide the
// attribute after parsing but keep `element.nonce`, and React compares against that property when
// hydrating: give the client render the same value so the document hydrates without a mismatch.
const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;

// The dates the server formatted, so hydrating builds no Intl formatter (decision 470). The seed
// ends the document; when this script runs before the stream has ended (slow streamed data), the
// page hydrates without it rather than wait: the dates are then formatted here, as before.
takeFormatSeed();

// Controls that need JavaScript turn on a task after hydration, not inside it (decision 490).
expectHydration();

// React DOM's client runtime starts as this module runs (its imports): 10-15 ms of a slow phone's
// main thread. Hydration (its event listeners, then the render) starts in the next task, so the two
// are not one long task (decision 491).
setTimeout(() => {
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
}, 0);
