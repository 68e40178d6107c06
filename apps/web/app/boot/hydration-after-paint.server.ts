import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { sharedChunkOrder } from "./chunk-names";

const moduleScriptOpen = /<script\b[^>]*\btype="module"[^>]*>/;
/** A route module's import; a route whose `clientAction` is split into a chunk of its own is two (`route2_clientAction`, `route2_main`). */
const routeImport = /import \* as (route\d+(?:_\w+)?) from "([^"\\]+)";/g;
const otherStaticImport = /(^|[;\n])\s*import\s*[^\s(]/;
const moduleUrl = /"(\/assets\/[\w./-]+\.js)"/g;
const assetModule = /^\/assets\/[\w./-]+\.js$/;
const manifestUrl = /"url":\s*"(\/assets\/[\w./-]+\.js)"/;
/** React Router's inline manifest (`JSON.stringify(…, null, 2)`: its closing brace alone on a line). */
const inlineManifest = /window\.__reactRouterManifest\s*=\s*\{[\s\S]*?\n\};/;

/**
 * Waits until the browser has shown the page's content: the first largest-contentful-paint entry
 * (or first paint where that API is missing), which the browser reports once the frame is on
 * screen, then one task more. Without a paint API: two animation frames. At once in a hidden tab
 * (it paints nothing), or when the tab is hidden meanwhile; after 3 s at the latest.
 */
const afterContentShown =
  "await new Promise((go)=>{" +
  'if(document.visibilityState==="hidden")return go();' +
  "const t=(self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];" +
  'const type=t.includes("largest-contentful-paint")?"largest-contentful-paint":t.includes("paint")?"paint":"";' +
  "if(!type)return requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(go,0)));" +
  "let o,w;const done=()=>{o.disconnect();clearTimeout(w);" +
  'document.removeEventListener("visibilitychange",done);setTimeout(go,0)};' +
  "o=new PerformanceObserver(done);o.observe({type,buffered:true});" +
  'w=setTimeout(done,3000);document.addEventListener("visibilitychange",done)});';

/** Ends the current task: what follows runs in a new one. */
const tick = "await new Promise((r)=>setTimeout(r,0));";

/** Every deferred image gets its address once the content is shown (components/ui/deferred-img.tsx). */
export const loadDeferredImages =
  'for(const i of document.querySelectorAll("img[data-defer-src]")){' +
  "if(i.dataset.deferSrcset)i.srcset=i.dataset.deferSrcset;i.src=i.dataset.deferSrc}";

/**
 * React Router's module script with its static route imports made dynamic and run once the content
 * is shown, or `undefined` when the script is not the shape this expects (then it is left as it was:
 * the page still works, it only loads its JavaScript sooner).
 */
export function deferModuleScript(body: string, preloads: readonly string[] = []): string | undefined {
  const imports = [...body.matchAll(routeImport)];
  if (imports.length === 0) return undefined;
  const rest = body.replace(routeImport, "");
  if (otherStaticImport.test(rest) || rest.includes("export ")) return undefined;
  // Every module the page's routes and the client entry need, fetched when the wait ends instead of
  // one level of imports after another: three per task, as starting each request costs the main
  // thread 2-4 ms on a slow machine and all 38 of /classes in one task made a 30-75 ms task
  // (decisions 489, 490).
  const modules = modulesOf(body, preloads);
  const preload = `const hs=${JSON.stringify(modules)};for(let i=0;i<hs.length;i+=3){if(i)${tick}for(const h of hs.slice(i,i+3)){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}}`;
  // Then the modules run one by one, a task each (decision 490): the shared chunks first (the
  // framework, then the shell), then each route module; imported together, the whole graph ran
  // in one 60-250 ms task on a slow phone. A module's own imports still run before it, as ever.
  const shared = sharedChunkOrder.flatMap((name) =>
    modules.filter((m) => m.startsWith(`/assets/${name}-`)).map((m) => `await import(${JSON.stringify(m)});${tick}`),
  );
  const routes = imports.map((m) => `const ${m[1]}=await import(${JSON.stringify(m[2])});${tick}`);
  return `;(async()=>{${afterContentShown}${loadDeferredImages};${preload}${shared.join("")}${routes.join("")}${rest}})();`;
}

/**
 * The modules to preload: React Router's own list when the head had it (`preloads`: the client
 * entry's imports, then each matched route's module and imports) with what the script imports
 * itself. Not the rest of the inline manifest: with lazy route discovery it also describes the
 * routes of the page's parent paths (`/` on every page, `/classes` on a class page), whose modules
 * this page never runs (decision 491). Without `preloads`, every module the script names but the
 * manifest's own file (`"url"`: the browser never imports it with lazy discovery, decision 490).
 */
function modulesOf(body: string, preloads: readonly string[]): string[] {
  const named = (text: string) => [...text.matchAll(moduleUrl)].map((m) => m[1] as string);
  const fromHead = preloads.filter((m) => assetModule.test(m));
  if (fromHead.length > 0) return [...new Set([...fromHead, ...named(body.replace(inlineManifest, ""))])];
  const manifestFile = manifestUrl.exec(body)?.[1];
  return [...new Set(named(body))].filter((m) => m !== manifestFile);
}

/**
 * The document stream with React Router's module script (the route modules' imports, the manifest,
 * the client entry) started once the page's content is on screen instead of as the parser reaches
 * it (decisions 483, 484). A server-rendered page paints without JavaScript; requested earlier,
 * the ~90 KB of compressed modules share a slow connection with what the first paint needs (the
 * stylesheet, the fonts, the largest image), and their compilation shares the CPU with the
 * painting. Hydration then starts right after the content is shown; meanwhile forms post to their
 * route actions without JavaScript (decision 535). Everything before the script
 * passes through as it streams; the script itself is held until its `</script>`. `preloads` gives
 * the modulepreload links taken out of the head (module-preloads.server.ts): the script
 * preloads those instead of every module its inline manifest names.
 */
export function hydrationAfterPaint(preloads: () => readonly string[] = () => []): Transform {
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
    const deferred = deferModuleScript(pending.slice(bodyStart, close), preloads());
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
