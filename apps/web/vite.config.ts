import { fileURLToPath } from "node:url";
import { getConfig } from "@lingui/conf";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import babel from "@rolldown/plugin-babel";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { sharedChunks } from "./app/boot/chunk-names.ts";
import { commonChunk, commonChunkName } from "./vite-plugins/common-chunk.ts";
import { precompress } from "./vite-plugins/precompress.ts";
import { radixPresenceWithoutRerender } from "./vite-plugins/radix-presence.ts";
import { shellChunk } from "./vite-plugins/shell-chunk.ts";

/** `/build.json` (`{ build_id }`) for the browser's build-update watcher (docs/product.md#states, decision 033). */
function buildInfo(): Plugin {
  const buildId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: "guildforge:build-info",
    configureServer(server) {
      server.middlewares.use("/build.json", (_req, res) => {
        res.setHeader("Content-Type", "application/json");
        res.end(JSON.stringify({ build_id: "development" }));
      });
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      this.emitFile({ type: "asset", fileName: "build.json", source: JSON.stringify({ build_id: buildId }) });
    },
  };
}

/**
 * sonner injects its stylesheet into <head> when its module is first evaluated, and one of its
 * rules sets custom properties on `html`: every element's style is recalculated then, a long task
 * just after load when the toaster's code is fetched on idle. Its CSS ships in app.css instead
 * (`@import "sonner/dist/styles.css"`), and the injection becomes a no-op (decision 443).
 */
function sonnerStylesInCss(): Plugin {
  return {
    name: "guildforge:sonner-styles-in-css",
    enforce: "pre",
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
      const patched = code.replace("function __insertCSS(code) {", "function __insertCSS(code) {\n  return;");
      if (patched === code) this.error("sonner's __insertCSS was not found: update sonnerStylesInCss (vite.config.ts)");
      return { code: patched, map: null };
    },
  };
}

/** Found from this file, not the working directory: the bundle bench builds another app with this config. */
const linguiConfigPath = fileURLToPath(new URL("./lingui.config.ts", import.meta.url));

const shell = shellChunk();
/** React and React DOM: a chunk every page loads (decision 340). */
const framework = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** React Router: a chunk of its own every page loads, run in a task after React's. */
const router = /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/;
const common = commonChunk({
  maxModuleBytes: 3000,
  everyPage: (id) => framework.test(id) || router.test(id) || shell.test(id),
});

export default defineConfig({
  plugins: [
    tailwindcss(),
    // Lingui (issue 39, docs/topics/i18n.md): macros become message ids at build time (Babel runs only on
    // files that import a macro), and `.po` catalogs compile when a server loader imports them.
    lingui({ configPath: linguiConfigPath }),
    babel({
      presets: [
        linguiTransformerBabelPreset(
          { linguiConfig: getConfig({ configPath: linguiConfigPath }) },
          { configPath: linguiConfigPath },
        ),
      ],
    }),
    reactRouter(),
    buildInfo(),
    sonnerStylesInCss(),
    radixPresenceWithoutRerender(),
    shell.plugin,
    common.plugin,
    precompress(),
  ],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks for what every page loads (decision 340): React, React DOM and
        // React Router in one file.
        codeSplitting: {
          groups: [
            {
              name: sharedChunks.framework,
              test: framework,
              priority: 20,
            },
            {
              name: sharedChunks.router,
              test: router,
              priority: 20,
            },
          ],
        },
      },
    },
  },
  environments: {
    client: {
      build: {
        // What every default-layout page runs, in one chunk (decision 471); client only: the
        // server build has no use for it.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: sharedChunks.shell, test: shell.test, priority: 10 },
                // Small modules several routes share, in one file (decision 492).
                { name: commonChunkName, test: common.test, priority: 5, minShareCount: 2 },
              ],
            },
          },
        },
      },
    },
  },
});
