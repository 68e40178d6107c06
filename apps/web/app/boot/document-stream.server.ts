import { AsyncLocalStorage } from "node:async_hooks";
import { pipeline, type Readable, type Writable } from "node:stream";
import { setFormatRecorder } from "./format-seed/format-seed";
import { formatSeedElement } from "./format-seed/seed-element";
import { hydrationAfterPaint } from "./hydration-after-paint.server";
import { withoutModulePreloads } from "./module-preloads.server";

/** What the page being rendered formatted (the format seed, decision 470): one map per request. */
const formatted = new AsyncLocalStorage<Map<string, string>>();
setFormatRecorder(() => formatted.getStore());

/** Runs one page's render with its own record of the dates it formats, handed to `render`. */
export function recordingFormats<T>(render: (formats: Map<string, string>) => T): T {
  const formats = new Map<string, string>();
  return formatted.run(formats, () => render(formats));
}

/**
 * The stream React writes a document into (`input`) and the one the browser gets (`output`): the
 * head without its module preloads (`module-preloads.server.ts`), the module script started once
 * the content is shown (`hydration-after-paint.server.ts`), and the format seed after the last
 * byte. Both are destroyed when the browser goes away (the response stream is cancelled).
 */
export function documentStream(
  formats: Map<string, string>,
  nonce: string | undefined,
): { input: Writable; output: Readable } {
  let preloads: string[] = [];
  const input = withoutModulePreloads(
    () => formatSeedElement(formats, nonce),
    (hrefs) => {
      preloads = hrefs;
    },
  );
  const output = pipeline(
    input,
    hydrationAfterPaint(() => preloads),
    () => {},
  );
  return { input, output };
}
