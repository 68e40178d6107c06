import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { SessionClient } from "../src/platform/sessions/testing.ts";

/**
 * POSTs a file (plus text fields) as multipart/form-data the way a browser's FormData does, with
 * the session client's cookies and CSRF header.
 */
export async function postFile(
  app: FastifyInstance,
  client: SessionClient,
  url: string,
  file: { field: string; data: Buffer; type?: string; name?: string },
  fields: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  if (!client.cookies.has("XSRF-TOKEN")) await client.get("/api/csrf-cookie");
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const blob = new Blob([new Uint8Array(file.data)], { type: file.type ?? "image/png" });
  form.append(file.field, blob, file.name ?? "picture.png");
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return app.inject({
    method: "POST",
    url,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      "content-type": request.headers.get("content-type") ?? "",
      accept: "application/json",
      "x-requested-with": "XMLHttpRequest",
      cookie: [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; "),
      "x-xsrf-token": client.cookies.get("XSRF-TOKEN") ?? "",
    },
  });
}
