import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferModuleScript, hydrationAfterPaint } from "./hydration-after-paint.server";

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

describe("hydrationAfterPaint (decision 483)", () => {
  it("makes the route imports dynamic, after two animation frames, then runs the rest in order", () => {
    const out = deferModuleScript(script)!;
    expect(out).not.toMatch(/import \* as/);
    expect(out.indexOf("requestAnimationFrame(()=>requestAnimationFrame(")).toBeGreaterThan(-1);
    expect(out).toContain(
      'const [route0,route1]=await Promise.all([import("/assets/root-A.js"),import("/assets/home-B.js")]);',
    );
    expect(out.indexOf("Promise.all")).toBeLessThan(out.indexOf("__reactRouterRouteModules"));
    expect(out.indexOf("__reactRouterRouteModules")).toBeLessThan(out.indexOf('import("/assets/entry.client-C.js")'));
    expect(out).toContain('document.visibilityState==="hidden"?go()');
    // It is still a valid module body.
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
