import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), buildInfo()],
  build: { assetsInlineLimit: 0 },
});
