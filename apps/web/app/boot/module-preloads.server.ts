import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const modulePreload = /<link rel="modulepreload"[^>]*>/g;
const href = /\bhref="([^"]+)"/;

/**
 * The document stream without the `<link rel="modulepreload">`s of its `<head>` (decision 472;
 * decision 435 had them at low priority). React Router's `<Scripts>` preloads every chunk of the
 * route chain (20-60 files) with no option for it, but the first paint needs no JavaScript: on a
 * slow phone connection those requests compete with the stylesheet, the fonts and the largest
 * image. The page's module script, at the end of the body, still imports the same modules, which
 * the browser then fetches as it reads their imports. The head is held until `</head>` (it is in
 * the shell React writes at once), then everything after it passes through untouched. `end()`, when given, is
 * written after the last byte (the format seed of decision 470, known only when rendering ends);
 * `removed`, when given, hears the addresses of the links it took out (the module script preloads
 * them later, lib/hydration-after-paint.server.ts).
 */
export function withoutModulePreloads(
  end: () => string = () => "",
  removed: (hrefs: string[]) => void = () => {},
): Transform {
  const decoder = new StringDecoder("utf8");
  let head = "";
  let done = false;
  const release = (stream: Transform) => {
    done = true;
    removed((head.match(modulePreload) ?? []).flatMap((link) => href.exec(link)?.[1] ?? []));
    stream.push(head.replace(modulePreload, ""));
    head = "";
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = decoder.write(chunk);
      if (done) return callback(null, text);
      head += text;
      const end = head.indexOf("</head>");
      if (end === -1) return callback();
      const rest = head.slice(end);
      head = head.slice(0, end);
      release(this);
      callback(null, rest);
    },
    flush(callback) {
      const tail = decoder.end();
      if (done) return callback(null, tail + end());
      head += tail;
      release(this);
      callback(null, end());
    },
  });
}
