import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";

import { documentStream, recordingFormats } from "./boot/document-stream.server";
import { crawlerStatusPage } from "./components/error-screen/crawler-status-page";
import { NonceContext, nonceContext } from "./lib/nonce";

export { errorReportingContext } from "./lib/error-reporting/error-reporting-settings";
export { serverApiContext } from "./lib/load-context";
export { nonceContext } from "./lib/nonce";

export const streamTimeout = 5_000;

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
  return recordingFormats((formats) =>
    render(request, responseStatusCode, responseHeaders, routerContext, loadContext, formats),
  );
}

function render(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
  formats: Map<string, string>,
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
          // The page-speed parts of the document (boot/README.md).
          const { input, output } = documentStream(formats, nonce);
          const stream = createReadableStreamFromReadable(output);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(stream, {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(input);
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
