// What nginx answers itself, before any instance sees the request: it must read as the app does.
import http from "node:http";
import { rawExchange } from "../../apps/server/test/raw-socket.ts";
import type { Cluster } from "./scale-cluster.ts";

interface Raw {
  status: number;
  type: string;
  body: string;
}

/** A raw request line: fetch would re-encode the path before it left. */
function rawGet(base: string, path: string): Promise<Raw> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path, headers: { accept: "application/json" } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c) => {
          body += c;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"]), body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/**
 * Paths nginx cannot read (%00, a broken %-escape: the hostile-input corpus) are refused by nginx
 * itself; deploy/nginx/guildforge.conf answers them with the body the app gives a path it cannot
 * read (a broken escape sent to an instance directly), so a client sees the same refusal whichever
 * refuses: the error body of docs/product.md#error-bodies, not nginx's HTML page.
 */
export async function malformedPathsAnswerLikeTheApp(c: Cluster): Promise<string> {
  const app = await rawGet(c.a.url, "/api/classes/%");
  if (app.status !== 400) throw new Error(`the app answered a broken escape with ${app.status} ${app.body}`);
  const paths = ["/api/classes/%00", "/api/classes/a%00b", "/api/classes/%E0%A4%A", "/api/classes/%"];
  for (const path of paths) {
    const proxied = await rawGet(c.proxy.url, path);
    if (proxied.status !== 400 || proxied.body !== app.body || !/application\/json/.test(proxied.type))
      throw new Error(
        `GET ${path}: nginx answered ${proxied.status} ${proxied.type} ${proxied.body.slice(0, 80)}; the app answers 400 ${app.body}`,
      );
  }
  return `${paths.length} paths answered 400 ${app.body}`;
}

/**
 * Headers (a big cookie) or a URL over nginx's buffers, and an HTTP version it does not speak, are
 * refused by nginx itself; deploy/nginx/guildforge.conf answers them with the body an instance
 * gives the same bytes (platform/client-errors.ts, decision 511), not nginx's HTML page.
 */
export async function oversizedHeadersAnswerLikeTheApp(c: Cluster): Promise<string> {
  const host = "Host: 127.0.0.1\r\n";
  const requests: Record<string, string> = {
    "a 20 KB cookie": `GET /api/health HTTP/1.1\r\n${host}Cookie: a=${"a".repeat(20_000)}\r\n\r\n`,
    "a 20 KB header": `GET /api/health HTTP/1.1\r\n${host}X-Padding: ${"a".repeat(20_000)}\r\n\r\n`,
    "a 20 KB URL": `GET /api/${"a".repeat(20_000)} HTTP/1.1\r\n${host}\r\n`,
    "HTTP/9.9": `GET /api/health HTTP/9.9\r\n${host}\r\n`,
  };
  const port = (u: string) => Number(new URL(u).port);
  const seen: string[] = [];
  for (const [what, bytes] of Object.entries(requests)) {
    const [app, proxied] = await Promise.all([
      rawExchange(port(c.a.url), bytes),
      rawExchange(port(c.proxy.url), bytes),
    ]);
    const a = app.responses[0];
    const p = proxied.responses[0];
    const type = p?.headers["content-type"]?.[0] ?? "";
    if (!a || !p || p.status !== a.status || !p.body.equals(a.body) || !/application\/json/.test(type)) {
      throw new Error(
        `${what}: nginx answered ${p?.status} ${type} ${p?.body.toString().slice(0, 80)}; the app answers ${a?.status} ${a?.body.toString()}`,
      );
    }
    seen.push(`${what} ${p.status}`);
  }
  return seen.join(", ");
}
