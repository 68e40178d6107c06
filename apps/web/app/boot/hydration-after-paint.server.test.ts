import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferModuleScript, hydrationAfterPaint } from "./hydration-after-paint.server";
import { withoutModulePreloads } from "./module-preloads.server";

const script =
  ';\nimport * as route0 from "/assets/root-A.js";\nimport * as route1 from "/assets/home-B.js";\n' +
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js"}};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-C.js");';
const before =
  '<!DOCTYPE html><html><head><title>Forgé</title></head><body><p>Ünïcode &lt;script type="module"&gt;</p>';
const moduleScript = `<script nonce="n" type="module" async="">${script}</script>`;
const after = '<script nonce="n">window.__reactRouterContext.streamController.enqueue("x")</script></body></html>';

async function through(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(hydrationAfterPaint()));
}

describe("hydrationAfterPaint (decisions 483, 484)", () => {
  it("makes the route imports dynamic, once the content is shown, then runs the rest in order", () => {
    const out = deferModuleScript(script)!;
    expect(out).not.toMatch(/import \* as/);
    expect(out).toContain('"largest-contentful-paint"');
    expect(out).toContain("o.observe({type,buffered:true})");
    expect(out).toContain("w=setTimeout(done,3000)");
    expect(out).toContain(
      'const route0=await import("/assets/root-A.js");await new Promise((r)=>setTimeout(r,0));const route1=await import("/assets/home-B.js");',
    );
    // Every module of the script is preloaded when the wait ends, before the imports.
    const preload = 'const hs=["/assets/root-A.js","/assets/home-B.js","/assets/entry.client-C.js"];';
    expect(out).toContain(preload);
    expect(out.indexOf("w=setTimeout(done,3000)")).toBeLessThan(out.indexOf(preload));
    expect(out.indexOf(preload)).toBeLessThan(out.indexOf("const route0="));
    expect(out.indexOf("const route1=")).toBeLessThan(out.indexOf("__reactRouterRouteModules"));
    expect(out.indexOf("__reactRouterRouteModules")).toBeLessThan(out.indexOf('import("/assets/entry.client-C.js")'));
    expect(out).toContain('if(document.visibilityState==="hidden")return go();');
    // It is still a valid module body.
    expect(() => new Function(out.replace(/\bimport\(/g, "Promise.resolve(").replace(/^;/, ""))).not.toThrow();
  });

  it("preloads the modules three per task, so no one task starts them all (decisions 489, 490)", async () => {
    const modules = Array.from({ length: 14 }, (_, i) => `/assets/m${i}.js`);
    const body = `${modules.map((m, i) => `import * as route${i} from "${m}";`).join("\n")}\nimport("/assets/m0.js");`;
    const out = deferModuleScript(body)!;
    const part = out.slice(out.indexOf("const hs="), out.indexOf("const route0="));
    const appended: string[][] = [[]];
    const head = { append: (l: { href: string }) => appended.at(-1)!.push(l.href) };
    const document = { head, createElement: () => ({}) as { href: string } };
    const setTimeout = (f: () => void) => {
      appended.push([]);
      f();
    };
    await new Function("document", "setTimeout", `return (async()=>{${part}})();`)(document, setTimeout);
    expect(appended.map((batch) => batch.length)).toEqual([3, 3, 3, 3, 2]);
    expect(appended.flat()).toEqual(modules);
  });

  it("runs the framework, then the router, then the shell, then each route module, each in a task of its own (decision 490)", async () => {
    const body =
      'import * as route0 from "/assets/root-A.js";\nimport * as route1 from "/assets/home-B.js";\n' +
      'window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js","imports":["/assets/shell-S.js","/assets/router-R.js","/assets/framework-F.js"]}};\n' +
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\nimport("/assets/entry.client-C.js");';
    const out = deferModuleScript(body)!;
    const part = out.slice(out.indexOf("for(let i=0"), out.lastIndexOf("})();"));
    const log: string[] = [];
    const document = { head: { append: () => {} }, createElement: () => ({}) };
    const setTimeout = (f: () => void) => {
      log.push("task");
      f();
    };
    const importer = async (url: string) => {
      log.push(url);
      return { url };
    };
    const window: Record<string, unknown> = {};
    const hs = [
      "/assets/root-A.js",
      "/assets/home-B.js",
      "/assets/entry.client-C.js",
      "/assets/shell-S.js",
      "/assets/router-R.js",
      "/assets/framework-F.js",
    ];
    await new Function(
      "document",
      "setTimeout",
      "window",
      "importer",
      "hs",
      `return (async()=>{${part.replace(/\bimport\(/g, "importer(")}})();`,
    )(document, setTimeout, window, importer, hs);
    expect(log.join(" ")).toBe(
      "task /assets/framework-F.js task /assets/router-R.js task /assets/shell-S.js task /assets/root-A.js task /assets/home-B.js task /assets/entry.client-C.js",
    );
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-A.js" },
      "routes/home": { url: "/assets/home-B.js" },
    });
  });

  it("does not preload the route manifest's own file, which lazy route discovery never imports (decision 490)", () => {
    const body =
      'import * as route0 from "/assets/root-A.js";\n' +
      'window.__reactRouterManifest = {\n  "entry": {"module": "/assets/entry.client-C.js", "imports": ["/assets/framework-F.js"]},\n' +
      '  "url": "/assets/manifest-0a1b2c3d.js",\n  "version": "0a1b2c3d"\n};\n' +
      'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-C.js");';
    const out = deferModuleScript(body)!;
    expect(out).toContain('const hs=["/assets/root-A.js","/assets/entry.client-C.js","/assets/framework-F.js"];');
    expect(out).toContain('"url": "/assets/manifest-0a1b2c3d.js"');
  });

  it("preloads React Router's own list from the head, not the modules of the parent paths' routes (decision 491)", async () => {
    // Lazy route discovery's inline manifest also describes the routes of the page's parent paths
    // (here `/`, the home page), which this page never runs.
    const body =
      'import * as route0 from "/assets/root-A.js";\nimport * as route1 from "/assets/browse-B.js";\n' +
      'window.__reactRouterManifest = {\n  "entry": {\n    "module": "/assets/entry.client-C.js",\n    "imports": ["/assets/framework-F.js"]\n  },\n' +
      '  "routes": {\n    "routes/home": {\n      "module": "/assets/home-H.js",\n      "imports": ["/assets/card-K.js"]\n    }\n  },\n' +
      '  "url": "/assets/manifest-0a1b2c3d.js"\n};\n' +
      'window.__reactRouterRouteModules = {"root":route0,"routes/classes/browse":route1};\nimport("/assets/entry.client-C.js");';
    const head = ["/assets/framework-F.js", "/assets/root-A.js", "/assets/browse-B.js", "/assets/select-S.js"];
    const out = deferModuleScript(body, head)!;
    expect(out).toContain(
      'const hs=["/assets/framework-F.js","/assets/root-A.js","/assets/browse-B.js","/assets/select-S.js","/assets/entry.client-C.js"];',
    );
    // The whole stream: the head's links reach the module script.
    const links = head.map((h) => `<link rel="modulepreload" href="${h}"/>`).join("");
    const page = `<html><head>${links}</head><body><script type="module">${body}</script></body></html>`;
    let taken: string[] = [];
    const stream = Readable.from([Buffer.from(page)])
      .pipe(withoutModulePreloads(undefined, (hrefs) => (taken = hrefs)))
      .pipe(hydrationAfterPaint(() => taken));
    const html = await text(stream);
    expect(html).not.toContain('<link rel="modulepreload"');
    const hs = JSON.parse(/const hs=(\[[^\]]*\])/.exec(html)?.[1] ?? "[]");
    expect(hs).toEqual([...head, "/assets/entry.client-C.js"]);
  });

  it("defers a route whose client action is a chunk of its own (route2_clientAction + route2_main)", () => {
    const split =
      ';\nimport * as route0 from "/assets/root-A.js";\nimport * as route1_clientAction from "/assets/detail-B.js";\n' +
      'import * as route1_main from "/assets/detail-C.js";\nconst route1 = {...route1_clientAction,...route1_main};\n' +
      '  window.__reactRouterRouteModules = {"root":route0,"routes/detail":route1};\n\nimport("/assets/entry.client-D.js");';
    const out = deferModuleScript(split)!;
    expect(out).toBeDefined();
    expect(out).not.toMatch(/import \* as/);
    expect(out).toContain('const route1_clientAction=await import("/assets/detail-B.js");');
    expect(out).toContain('const route1_main=await import("/assets/detail-C.js");');
    expect(out.indexOf("const route1_main=")).toBeLessThan(out.indexOf("const route1 = {...route1_clientAction"));
    expect(out.indexOf("w=setTimeout(done,3000)")).toBeLessThan(out.indexOf("const route0="));
    expect(() => new Function(out.replace(/\bimport\(/g, "Promise.resolve(").replace(/^;/, ""))).not.toThrow();
  });

  it("leaves a script of another shape alone", () => {
    expect(deferModuleScript('import "/@vite/client";\nimport * as route0 from "/app/root.tsx";')).toBeUndefined();
    expect(deferModuleScript('import("/assets/entry.client.js");')).toBeUndefined();
  });

  it("rewrites only the module script of the stream, found across chunk boundaries and split characters", async () => {
    const whole = before + moduleScript + after;
    const expected = `${before}<script nonce="n" type="module" async="">${deferModuleScript(script)}</script>${after}`;
    expect(await through([whole])).toBe(expected);
    for (const size of [1, 7, 64]) {
      const bytes = Buffer.from(whole);
      const pieces: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.subarray(i, i + size));
      const out = await text(Readable.from(pieces).pipe(hydrationAfterPaint()));
      expect(out, `chunks of ${size} bytes`).toBe(expected);
    }
  });

  it("passes a page without a module script through unchanged", async () => {
    const page = `${before}<p>no scripts</p></body></html>`;
    expect(await through(page.match(/.{1,5}/gs)!)).toBe(page);
  });
});

/** The wait the rewritten script starts with, run against a fake browser. */
function waitIn(browser: { hidden?: boolean; entryTypes?: string[] }) {
  const out = deferModuleScript(script)!;
  const wait = out.slice(out.indexOf("(async()=>{") + "(async()=>{".length, out.indexOf("for(const "));
  const listeners = new Map<string, () => void>();
  const observers: { type?: string; buffered?: boolean; fire: () => void; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = browser.entryTypes;
    record: (typeof observers)[number];
    constructor(callback: () => void) {
      this.record = { fire: callback, disconnected: false };
      observers.push(this.record);
    }
    observe(options: { type: string; buffered: boolean }) {
      Object.assign(this.record, options);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const frames: (() => void)[] = [];
  const document = {
    visibilityState: browser.hidden ? "hidden" : "visible",
    addEventListener: (name: string, f: () => void) => listeners.set(name, f),
    removeEventListener: (name: string) => listeners.delete(name),
  };
  const self = browser.entryTypes ? { PerformanceObserver: FakeObserver } : {};
  const run = new Function(
    "document",
    "self",
    "PerformanceObserver",
    "requestAnimationFrame",
    `return (async()=>{${wait}return "went";})();`,
  );
  let went = false;
  const done = (run(document, self, FakeObserver, (f: () => void) => frames.push(f)) as Promise<string>).then(() => {
    went = true;
  });
  return { observers, frames, listeners, done, went: () => went };
}

describe("when the rewritten script loads the JavaScript (decision 484)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const settle = async () => {
    await vi.advanceTimersByTimeAsync(0);
  };

  it("waits for the first largest-contentful-paint entry, then one task", async () => {
    const b = waitIn({ entryTypes: ["paint", "largest-contentful-paint"] });
    await settle();
    expect(b.observers).toHaveLength(1);
    expect(b.observers[0]).toMatchObject({ type: "largest-contentful-paint", buffered: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(b.went()).toBe(false);
    b.observers[0]!.fire();
    await settle();
    await b.done;
    expect(b.went()).toBe(true);
    expect(b.observers[0]!.disconnected).toBe(true);
    expect(b.listeners.size).toBe(0);
  });

  it("uses the first paint entry where largest-contentful-paint is missing", async () => {
    const b = waitIn({ entryTypes: ["paint"] });
    await settle();
    expect(b.observers[0]).toMatchObject({ type: "paint", buffered: true });
  });

  it("goes at once in a hidden tab, and when the tab is hidden meanwhile", async () => {
    const hidden = waitIn({ hidden: true, entryTypes: ["paint"] });
    await settle();
    expect(hidden.went()).toBe(true);
    expect(hidden.observers).toHaveLength(0);
    const later = waitIn({ entryTypes: ["paint"] });
    await settle();
    later.listeners.get("visibilitychange")!();
    await settle();
    expect(later.went()).toBe(true);
  });

  it("goes after 3 s when nothing is painted, and after two frames without a paint API", async () => {
    const b = waitIn({ entryTypes: ["paint"] });
    await vi.advanceTimersByTimeAsync(2999);
    expect(b.went()).toBe(false);
    await vi.advanceTimersByTimeAsync(2); // the timeout, then the task after it
    expect(b.went(), "after 3 s").toBe(true);
    const old = waitIn({});
    await settle();
    expect(old.went()).toBe(false);
    old.frames.shift()!();
    old.frames.shift()!();
    await settle();
    expect(old.went(), "after two frames").toBe(true);
  });
});
