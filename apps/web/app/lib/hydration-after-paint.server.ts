import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const moduleScriptOpen = /<script\b[^>]*\btype="module"[^>]*>/;
const routeImport = /import \* as (route\d+) from "([^"\\]+)";/g;
const otherStaticImport = /(^|[;\n])\s*import\s*[^\s(]/;

/**
 * Waits until the browser has presented the page's first frame (two animation frames), or not at
 * all in a hidden tab, whose frames never come.
 */
const afterFirstFrame =
  'await new Promise((go)=>document.visibilityState==="hidden"?go():requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(go,0))));';

/**
 * React Router's module script with its static route imports made dynamic and run after the first
 * frame, or `undefined` when the script is not the shape this expects (then it is left as it was:
 * the page still works, it only loads its JavaScript sooner).
 */
export function deferModuleScript(body: string): string | undefined {
  const imports = [...body.matchAll(routeImport)];
  if (imports.length === 0) return undefined;
  const rest = body.replace(routeImport, "");
  if (otherStaticImport.test(rest) || rest.includes("export ")) return undefined;
  const names = imports.map((m) => m[1]).join(",");
  const loads = imports.map((m) => `import(${JSON.stringify(m[2])})`).join(",");
  return `;(async()=>{${afterFirstFrame}const [${names}]=await Promise.all([${loads}]);${rest}})();`;
}

/**
 * The document stream with React Router's module script (the route modules' imports, the manifest,
 * the client entry) started after the first frame instead of as the parser reaches it (decision
 * 483). A server-rendered page paints without JavaScript; requested earlier, the ~90 KB of
 * compressed modules share a slow connection with what the first paint needs (the stylesheet, the
 * fonts, the largest image) and their compilation shares the main thread with its parsing, style
 * and layout. Hydration starts one frame after the first paint. Everything before the script
 * passes through as it streams; the script itself is held until its `</script>`.
 */
export function hydrationAfterPaint(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let done = false;
  const take = (final: boolean): string => {
    const open = moduleScriptOpen.exec(pending);
    if (!open) {
      if (final) return emitAll();
      // Keep a tag that may be cut in two by the chunk boundary.
      const cut = pending.lastIndexOf("<");
      const out = cut === -1 ? pending : pending.slice(0, cut);
      pending = cut === -1 ? "" : pending.slice(cut);
      return out;
    }
    const bodyStart = open.index + open[0].length;
    const close = pending.indexOf("</script>", bodyStart);
    if (close === -1) return final ? emitAll() : "";
    const deferred = deferModuleScript(pending.slice(bodyStart, close));
    const out = pending.slice(0, bodyStart) + (deferred ?? pending.slice(bodyStart, close)) + pending.slice(close);
    pending = "";
    done = true;
    return out;
  };
  const emitAll = () => {
    const out = pending;
    pending = "";
    return out;
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = typeof chunk === "string" ? chunk : decoder.write(chunk);
      if (done) return callback(null, text);
      pending += text;
      callback(null, take(false));
    },
    flush(callback) {
      const tail = decoder.end();
      if (done) return callback(null, tail);
      pending += tail;
      callback(null, take(true));
    },
  });
}
