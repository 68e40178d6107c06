import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompress } from "./precompress";

type WriteBundle = (this: { error(m: string): never }, options: { dir?: string }, bundle: object) => Promise<void>;

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("precompress (decision 488)", () => {
  it("writes .br and .gz beside each text asset of 1 KB or more, and only those", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "precompress-"));
    dirs.push(dir);
    const css = `.a{color:red}\n`.repeat(200);
    const js = `export const x = ${JSON.stringify("forge ".repeat(400))};\n`;
    const bundle = {
      "assets/app.css": { type: "asset", fileName: "assets/app.css", source: css },
      "assets/page.js": { type: "chunk", fileName: "assets/page.js", code: js },
      "assets/tiny.js": { type: "chunk", fileName: "assets/tiny.js", code: "export{};" },
      "assets/font.woff2": { type: "asset", fileName: "assets/font.woff2", source: new Uint8Array(4096) },
      // Not served from /assets/ (React Router deletes Vite's manifest after the build): no copies.
      ".vite/manifest.json": { type: "asset", fileName: ".vite/manifest.json", source: css },
    };
    // Vite has written the bundle when writeBundle runs.
    mkdirSync(path.join(dir, "assets"));
    mkdirSync(path.join(dir, ".vite"));
    for (const f of Object.values(bundle))
      writeFileSync(path.join(dir, f.fileName), "code" in f ? f.code : (f.source as string | Uint8Array));
    const hook = precompress().writeBundle as unknown as WriteBundle;
    await hook.call(
      {
        error: (m) => {
          throw new Error(m);
        },
      },
      { dir },
      bundle,
    );
    const written = readdirSync(path.join(dir, "assets")).filter((f) => /\.(br|gz)$/.test(f));
    expect(written.sort()).toEqual(["app.css.br", "app.css.gz", "page.js.br", "page.js.gz"]);
    expect(readdirSync(path.join(dir, ".vite"))).toEqual(["manifest.json"]);
    const file = (name: string) => readFileSync(path.join(dir, "assets", name));
    expect(brotliDecompressSync(file("app.css.br")).toString()).toBe(css);
    expect(gunzipSync(file("app.css.gz")).toString()).toBe(css);
    expect(brotliDecompressSync(file("page.js.br")).toString()).toBe(js);
    expect(file("app.css.br").byteLength).toBeLessThan(css.length / 10);
  });
});
