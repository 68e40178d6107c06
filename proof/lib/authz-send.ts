// One request of the authorisation proof as a principal: JSON through the session client (cookies
// and the CSRF header like the SPA), or the world's PNG as multipart/form-data.
import type { LightMyRequestResponse } from "fastify";
import type {} from "../../apps/server/src/app-deps.ts";
import { md5Hex, signHttpRequest } from "../../apps/server/src/realtime/signing.ts";
import { postFile } from "../../apps/server/test/multipart.ts";
import type { CellRequest } from "../authz.matrix.ts";
import type { Actor, World } from "./authz-world.ts";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export function send(w: World, who: Actor, method: Method, req: CellRequest): Promise<LightMyRequestResponse> {
  if (req.upload) {
    if (method !== "POST") throw new Error(`uploads are POSTs, not ${method} ${req.url}`);
    if (req.noFile) return postForm(w, who, req.url, req.fields ?? {});
    return postFile(w.app, who.client, req.url, { field: req.upload, data: w.png }, req.fields ?? {});
  }
  if (req.signed) return postSigned(w, req.url, req.body);
  if (req.contentType) {
    return w.app.inject({
      method,
      url: req.url,
      payload: JSON.stringify(req.body ?? {}),
      headers: { "content-type": req.contentType },
    });
  }
  const body = req.body ?? (method === "GET" || method === "DELETE" ? undefined : {});
  return who.client.request(method, req.url, body);
}

/** multipart/form-data with text fields only, as a browser's FormData without a file. */
async function postForm(w: World, who: Actor, url: string, fields: Record<string, string>) {
  if (!who.client.cookies.has("XSRF-TOKEN")) await who.client.get("/api/csrf-cookie");
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return w.app.inject({
    method: "POST",
    url,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      "content-type": request.headers.get("content-type") ?? "",
      accept: "application/json",
      "x-requested-with": "XMLHttpRequest",
      cookie: [...who.client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; "),
      "x-xsrf-token": who.client.cookies.get("XSRF-TOKEN") ?? "",
    },
  });
}

/** A publish to the Pusher HTTP API as a server SDK sends it: body_md5 and the HMAC in the query. */
function postSigned(w: World, url: string, body: unknown) {
  const app = w.app.deps.config.realtime;
  const payload = JSON.stringify(body);
  const query: Record<string, string> = {
    auth_key: app.key,
    auth_timestamp: String(Math.floor(Date.now() / 1000)),
    auth_version: "1.0",
    body_md5: md5Hex(payload),
  };
  query.auth_signature = signHttpRequest(app, "POST", url, query);
  return w.app.inject({
    method: "POST",
    url: `${url}?${new URLSearchParams(query)}`,
    payload,
    headers: { "content-type": "application/json" },
  });
}

/** Whether a status answers a cell: "2xx" any success, otherwise the exact code. */
export const matches = (cell: string, status: number) =>
  cell === "2xx" ? status >= 200 && status < 300 : String(status) === cell;
