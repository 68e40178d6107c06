import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text assets worth compressing: what the browser downloads from /assets/ besides fonts and images. */
export const compressible = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
export const minBytes = 1024;

/** The Brotli (quality 11) and gzip (level 9) copies of one file, or none when it is small or does not shrink. */
export async function compressedCopies(source: Uint8Array): Promise<{ br: Buffer; gz: Buffer } | undefined> {
  if (source.byteLength < minBytes) return undefined;
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
      },
    }),
    gz(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.byteLength >= source.byteLength || gzipped.byteLength >= source.byteLength) return undefined;
  return { br, gz: gzipped };
}

/**
 * `file.br` and `file.gz` beside each text asset of the client build (decision 483), served by
 * @fastify/static's `preCompressed`: smaller than the server's on-the-fly quality-4 Brotli (the
 * stylesheet 14.7 -> 12.3 KB) and no compression work per request. The server build is left alone.
 */
export function precompress(): Plugin {
  return {
    name: "guildforge:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // From the files as written: in generateBundle, chunks still hold markers that later plugins
    // replace (Vite's __VITE_PRELOAD__), so copies made there would not be the served file.
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) this.error("precompress: the client build has no output directory");
      const files = Object.values(bundle).filter((file) => compressible.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const written = path.join(dir, file.fileName);
          const copies = await compressedCopies(await readFile(written));
          if (!copies) return;
          await writeFile(`${written}.br`, copies.br);
          await writeFile(`${written}.gz`, copies.gz);
        }),
      );
    },
  };
}
