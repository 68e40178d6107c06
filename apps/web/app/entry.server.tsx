import { AsyncLocalStorage } from "node:async_hooks";
import { pipeline } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";

import { crawlerStatusPage } from "./components/error-screen/crawler-status-page";
import { setFormatRecorder } from "./lib/format-seed/format-seed";
import { formatSeedElement } from "./lib/format-seed/seed-element";
import { hydrationAfterPaint } from "./lib/hydration-after-paint.server";
import { withoutModulePreloads } from "./lib/module-preloads.server";
import { NonceContext, nonceContext } from "./lib/nonce";

export { errorReportingContext } from "./lib/error-reporting/error-reporting-settings";
export { serverApiContext } from "./lib/load-context";
export { nonceContext } from "./lib/nonce";

export const streamTimeout = 5_000;

/** What the page being rendered formatted (decision 470): one map per request, found through async context. */
const formatted = new AsyncLocalStorage<Map<string, string>>();
setFormatRecorder(() => formatted.getStore());

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const userAgent = request.headers.get("user-agent");
  // docs/product.md#pages: crawlers never get the error screen, only a plain status page (still noindex).
  if (responseStatusCode >= 400 && userAgent && isbot(userAgent)) {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    responseHeaders.set("X-Robots-Tag", "noindex");
    return new Response(crawlerStatusPage(responseStatusCode), {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }
  const values = new Map<string, string>();
  return formatted.run(values, () =>
    render(request, responseStatusCode, responseHeaders, routerContext, loadContext, values),
  );
}

function render(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
  values: Map<string, string>,
) {
  const userAgent = request.headers.get("user-agent");
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const nonce = loadContext.get(nonceContext) || undefined;
    // Crawlers get the whole page at once; browsers get it streamed.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          let preloads: string[] = [];
          const body = withoutModulePreloads(
            () => formatSeedElement(values, nonce),
            (hrefs) => {
              preloads = hrefs;
            },
          );
          // Destroys both when the browser goes away (the response stream is cancelled).
          const page = pipeline(
            body,
            hydrationAfterPaint(() => preloads),
            () => {},
          );
          const stream = createReadableStreamFromReadable(page);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(stream, {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
