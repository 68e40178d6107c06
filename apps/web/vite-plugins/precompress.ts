import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Text assets worth compressing; fonts (WOFF2) and images are compressed already. */
const compressible = /\.(js|css|svg|json|txt|map)$/;
/** Below this the headers dominate, as @fastify/compress's own threshold says. */
const threshold = 1024;

/** Brotli at its best quality and gzip at level 9, next to the original: what the server sends. */
export async function compressedCopies(source: Uint8Array): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  return { br, gz };
}

/**
 * Writes `name.br` and `name.gz` beside every compressible client asset at build time (decision
 * 488), which @fastify/static serves (`preCompressed`) instead of compressing on each request at
 * the speed-minded quality 6: the stylesheet every page waits for is ~8 % smaller, the JavaScript
 * 6-10 %, and no request spends CPU on it. Client build only: the server bundle is not served;
 * and only `assets/`, the folder served with its compressed copies (not Vite's `.vite/` manifest).
 */
export function precompress(): Plugin {
  return {
    name: "guildforge:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) this.error("precompress: the client build has no output directory");
      await Promise.all(
        Object.values(bundle).map(async (file) => {
          if (!file.fileName.startsWith("assets/") || !compressible.test(file.fileName)) return;
          const source = file.type === "chunk" ? Buffer.from(file.code) : Buffer.from(file.source);
          if (source.byteLength < threshold) return;
          const { br, gz } = await compressedCopies(source);
          const target = path.join(dir, file.fileName);
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
        }),
      );
    },
  };
}
