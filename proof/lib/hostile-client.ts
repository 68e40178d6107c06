import { type APIRequestContext, type APIResponse, request } from "playwright-core";

/** The seeded demo accounts (apps/server/src/seed/demo-users.ts). */
export type HostileRole = "anonymous" | "student" | "instructor" | "host" | "admin";
export const demoPassword = "anvil-demo-pass";

/** One API session (cookies kept) of the hostile proof: JSON calls with the CSRF header, multipart uploads. */
export interface HostileClient {
  role: HostileRole;
  api: APIRequestContext;
  json(method: string, url: string, data?: unknown): Promise<APIResponse>;
  upload(
    url: string,
    fields: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>,
  ): Promise<APIResponse>;
  dispose(): Promise<void>;
}

const baseHeaders = { Accept: "application/json", "X-Requested-With": "XMLHttpRequest" };

async function xsrfHeaders(api: APIRequestContext): Promise<Record<string, string>> {
  const state = await api.storageState();
  const xsrf = state.cookies.find((c) => c.name === "XSRF-TOKEN");
  if (!xsrf) throw new Error("GET /api/csrf-cookie did not set the XSRF-TOKEN cookie");
  return { ...baseHeaders, "X-XSRF-TOKEN": decodeURIComponent(xsrf.value) };
}

/** Opens a session for a role: anonymous keeps only the CSRF cookie; the others sign in as `{role}@guildforge.test`. */
export async function openClient(baseURL: string, role: HostileRole): Promise<HostileClient> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const csrf = await api.get("/api/csrf-cookie");
  if (!csrf.ok()) throw new Error(`GET /api/csrf-cookie answered ${csrf.status()}`);
  if (role !== "anonymous") {
    const res = await api.post("/api/login", {
      headers: await xsrfHeaders(api),
      data: { email: `${role}@guildforge.test`, password: demoPassword },
    });
    if (!res.ok()) throw new Error(`POST /api/login as ${role} answered ${res.status()}: ${await res.text()}`);
  }
  return {
    role,
    api,
    json: async (method, url, data) =>
      api.fetch(url, { method, headers: await xsrfHeaders(api), ...(data === undefined ? {} : { data }) }),
    upload: async (url, fields) => api.post(url, { headers: await xsrfHeaders(api), multipart: fields }),
    dispose: () => api.dispose(),
  };
}

/** The JSON body of a response that must succeed; throws naming the call otherwise. */
export async function ok<T = { data: Record<string, unknown> }>(res: APIResponse, what: string): Promise<T> {
  if (!res.ok()) throw new Error(`${what} answered ${res.status()}: ${(await res.text()).slice(0, 500)}`);
  return (await res.json()) as T;
}
