// The load balancer in front of proof/faults.ts's restart: a TCP proxy on its own port that
// forwards each new connection to the current backend, or refuses it while there is none (the
// old process stopped, the new one not switched in yet). A backend's reset is passed on as a reset.
import { connect, createServer, type Socket } from "node:net";

export interface Proxy {
  port: number;
  /** The backend port new connections go to; undefined: refuse them. */
  target: number | undefined;
  close(): Promise<void>;
}

export async function startProxy(): Promise<Proxy> {
  const open = new Set<Socket>();
  const proxy: Proxy = { port: 0, target: undefined, close: async () => {} };
  const server = createServer((client) => {
    const target = proxy.target;
    if (target === undefined) {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect({ host: "127.0.0.1", port: target });
    open.add(client);
    open.add(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    const drop = (from: Socket, to: Socket) => (err?: NodeJS.ErrnoException) => {
      open.delete(from);
      if (err?.code === "ECONNRESET" || err?.code === "ECONNREFUSED") to.resetAndDestroy();
      else to.end();
    };
    upstream.on("error", drop(upstream, client));
    client.on("error", drop(client, upstream));
    upstream.on("close", () => open.delete(upstream));
    client.on("close", () => open.delete(client));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  proxy.port = typeof address === "object" && address ? address.port : 0;
  proxy.close = () =>
    new Promise<void>((resolve) => {
      for (const s of open) s.destroy();
      server.close(() => resolve());
    });
  return proxy;
}
