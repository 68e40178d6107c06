// What nginx answers itself, before any instance sees the request: it must read as the app does.
import http from "node:http";
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
