import type { IncomingMessage } from "node:http";
import middie from "@fastify/middie";
import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import { ssrPlugin, webRoot } from "./ssr.ts";

const viteProtocols = new Set(["vite-hmr", "vite-ping"]);

/**
 * Development: Vite in middleware mode inside this process, its HMR websocket on the app's own
 * HTTP server, the server build loaded per request through Vite's SSR runner (edits apply on
 * the next request, the browser hot-reloads).
 */
export async function developmentWeb(app: FastifyInstance) {
  const { createServer, isRunnableDevEnvironment } = await import("vite");
  const before = new Set(app.server.listeners("upgrade"));
  const signalsBefore = new Set([...process.listeners("SIGTERM"), ...process.listeners("SIGINT")]);
  const vite = await createServer({
    root: webRoot,
    configFile: `${webRoot}/vite.config.ts`,
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: "custom",
  });
  // Vite exits the process on SIGTERM/SIGINT by itself; main.ts's graceful shutdown closes it.
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    for (const l of process.listeners(signal)) if (!signalsBefore.has(l)) process.off(signal, l);
  }
  // @fastify/websocket (real-time) claims every upgrade: Vite's own sockets go to Vite alone.
  const viteUpgrade = app.server.listeners("upgrade").filter((l) => !before.has(l));
  const emit = app.server.emit.bind(app.server);
  app.server.emit = ((event: string, ...args: unknown[]) => {
    if (event === "upgrade") {
      const req = args[0] as IncomingMessage;
      if (viteProtocols.has(String(req.headers["sec-websocket-protocol"]))) {
        for (const l of viteUpgrade) (l as (...a: unknown[]) => void)(...args);
        return true;
      }
    }
    return emit(event, ...args);
  }) as typeof app.server.emit;
  app.addHook("onClose", async () => {
    await vite.close();
  });

  await app.register(middie);
  app.use(vite.middlewares);
  const ssr = vite.environments.ssr;
  if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error("Vite's SSR environment cannot run modules.");
  const getBuild = () => ssr.runner.import("virtual:react-router/server-build") as Promise<ServerBuild>;
  await ssrPlugin(getBuild, "development")(app);
}
