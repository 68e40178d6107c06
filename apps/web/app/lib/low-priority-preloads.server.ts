import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const preload = '<link rel="modulepreload" ';
const lowPreload = '<link rel="modulepreload" fetchpriority="low" ';

/**
 * The document stream with every `<link rel="modulepreload">` of its `<head>` at low fetch priority
 * (decision 435). React Router's `<Scripts>` preloads each chunk of the route chain (40-60 files)
 * at the browser's default high priority, with no option for it; on a slow phone connection they
 * compete with the stylesheet, the fonts and the hero image that the first paint needs, though
 * module scripts never block rendering. The head is held until `</head>` (it is in the shell React
 * writes at once), then everything after it passes through untouched. `end()`, when given, is
 * written after the last byte (the format seed of decision 470, known only when rendering ends).
 */
export function lowPriorityModulePreloads(end: () => string = () => ""): Transform {
  const decoder = new StringDecoder("utf8");
  let head = "";
  let done = false;
  const release = (stream: Transform) => {
    done = true;
    stream.push(head.replaceAll(preload, lowPreload));
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
