import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

export interface Received {
  method: string;
  url: string;
  contentType: string | undefined;
  /** The body, un-gzipped when it came gzipped. */
  body: string;
}

export interface HttpReceiver {
  /** http://127.0.0.1:<port> */
  origin: string;
  port: number;
  /** Every request so far, in arrival order. */
  received: Received[];
  close(): Promise<void>;
}

/**
 * A local HTTP endpoint that stands in for a collector (Sentry DSN, OTLP/HTTP): it keeps every
 * request's body and answers 200 `{}`.
 */
export async function startHttpReceiver(): Promise<HttpReceiver> {
  const received: Received[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks);
      const body = (req.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw).toString("utf8");
      received.push({ method: req.method ?? "", url: req.url ?? "", contentType: req.headers["content-type"], body });
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
