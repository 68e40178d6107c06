import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { rowsOf } from "../../db/rows.ts";
import { applyBody, createClass, createVenue, signedIn } from "../../modules/applications/testing.ts";
import type { SessionClient } from "../sessions/testing.ts";

// Decisions 200 and 201: no spelling of a path reaches an /api handler without the kernel's
// protections. Every request goes over a real socket: app.inject (like a browser) would normalise
// dot segments and backslashes before the server saw them.

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface Raw {
  status: number;
  body: string;
  location?: string;
}

function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    // An explicit length: Node's client would send a DELETE body without one (read as a new request).
    const length = body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) };
    const req = http.request({ host: "127.0.0.1", port, method, path, headers: { ...headers, ...length } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c) => {
        text += c;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text, location: res.headers.location }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const cookieOf = (client: SessionClient) =>
  [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ");

/** The attack of issue 15: the session cookie, a cross-site Origin and a text/plain body. */
const crossSite = (client: SessionClient) => ({
  cookie: cookieOf(client),
  origin: "http://attacker.example",
  "content-type": "text/plain",
});

/** Every other spelling of `/api/<rest>` that the router might still match. */
function spellings(rest: string): string[] {
  const [first = "", ...more] = rest.split("/");
  const tail = more.length ? `/${more.join("/")}` : "";
  const encodedFirst = first.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return [
    `/%61pi/${rest}`,
    `/ap%69/${rest}`,
    `/%41PI/${rest}`,
    `/%2561pi/${rest}`,
    `/API/${rest}`,
    `//api/${rest}`,
    `/./api/${rest}`,
    `/x/../api/${rest}`,
    `/%2e/api/${rest}`,
    `/x/%2e%2e/api/${rest}`,
    `/api/./${rest}`,
    `/api/%2e/${rest}`,
    `/api/x/../${rest}`,
    `/api/x/%2E%2E/${rest}`,
    `/api//${rest}`,
    `/api/${first}//${more.join("/")}`,
    `/api/${encodedFirst}${tail}`,
    `/api%2F${rest}`,
    `/api%2f${rest}`,
    `/api%5C${rest}`,
    `/api\\${rest}`,
    `/api/${rest}/`,
    `/api/${rest}/.`,
    `/api/${rest}%2F`,
    `/api/${rest};x`,
    `/api;x/${rest}`,
    `/api/${rest}%20`,
    `/api/${rest}%00`,
    `/api/${rest}%7E`,
    `/%7Eapi/${rest}`,
  ];
}

/** A digest of every application table (platform bookkeeping excluded), to prove nothing changed. */
async function stateDigest(): Promise<string> {
  const tables = rowsOf<{ name: string }>(
    await t.db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'
            and table_name not in ('sessions', 'rate_limits', 'idempotent_requests')
            and table_name not like 'perf\\_%' order by 1`,
    ),
  );
  const hash = createHash("sha256");
  for (const { name } of tables) {
    const [row] = rowsOf<{ n: string; h: string | null }>(
      await t.db.execute(
        sql.raw(`select count(*)::text as n, md5(string_agg(r::text, '|' order by r::text)) as h from "${name}" r`),
      ),
    );
    hash.update(`${name}:${row?.n}:${row?.h}\n`);
  }
  return hash.digest("hex");
}

describe("non-canonical spellings of API paths (decisions 200, 201)", () => {
  it("never withdraw a student's accepted seat (the exploit of issue 15)", async () => {
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const venueId = await createVenue(t.db, teacher.user.id);
    const cls = await createClass(t.db, { instructorId: teacher.user.id, venueId, autoAccept: true });
    const student = await signedIn(t.app, t.db);
    const applied = await student.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
    expect(applied.statusCode).toBe(201);
    const id = applied.json().data.id as number;
    const before = await stateDigest();
    for (const path of spellings(`applications/${id}/withdraw`)) {
      const res = await send("POST", path, crossSite(student.client), "{}");
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
    expect(await stateDigest()).toBe(before);
    // The same request, canonically spelled, is refused too (CSRF): the protections are the same.
    const canonical = await send("POST", `/api/applications/${id}/withdraw`, crossSite(student.client), "{}");
    expect(canonical.status).toBe(403);
  });

  it("reach no unsafe API route: every route x every spelling is refused, never a 2xx or 5xx, nothing changes", async () => {
    const admin = await signedIn(t.app, t.db, ["admin", "instructor", "host", "student"]);
    const unsafe = t.app.declaredRoutes.filter(
      (r) => r.url.startsWith("/api/") && ["POST", "PUT", "PATCH", "DELETE"].includes(r.method) && !r.url.includes("*"),
    );
    expect(unsafe.length).toBeGreaterThan(25);
    const before = await stateDigest();
    const wrong: string[] = [];
    for (const route of unsafe) {
      const rest = route.url.slice("/api/".length).replace(/:\w+/g, "1");
      for (const path of spellings(rest)) {
        const res = await send(route.method, path, crossSite(admin.client), "{}").catch((e: Error) => ({
          status: 0,
          body: e.message,
        }));
        if (res.status < 400 || res.status >= 500) wrong.push(`${route.method} ${path}: ${res.status} ${res.body}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await stateDigest()).toBe(before);
  });

  it("answers a refused API spelling with the error body of docs/product.md#error-bodies (400), before any hook or handler", async () => {
    const res = await send("POST", "/%61pi/login", { "content-type": "application/json" }, "{}");
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      error: { message: expect.stringMatching(/usual form/), code: "BAD_REQUEST", status: 400 },
    });
    const get = await send("GET", "/%61pi/health", {});
    expect(get.status).toBe(400);
  });

  it("redirects a page read to its canonical path, keeping the query; refuses encoded slashes", async () => {
    const res = await send("GET", "//sitemap.xml?x=%20y", {});
    expect(res.status).toBe(308);
    expect(res.location).toBe("/sitemap.xml?x=%20y");
    expect((await send("GET", "/%73itemap.xml", {})).location).toBe("/sitemap.xml");
    expect((await send("HEAD", "/a/./b/../robots.txt", {})).location).toBe("/a/robots.txt");
    expect((await send("GET", "/robots.txt%2F", {})).status).toBe(400);
    expect((await send("GET", "/x\\robots.txt", {})).status).toBe(400);
    // A write to a page path is never redirected.
    expect((await send("POST", "//sitemap.xml", {})).status).toBe(400);
  });

  it("leaves canonical paths with other escapes alone (spaces, UTF-8, a query with anything)", async () => {
    expect((await send("GET", "/api/health?q=%2e%2e%2F%61", {})).status).toBe(200);
    expect((await send("GET", "/api/users/caf%C3%A9-smith", {})).status).toBe(404);
    expect((await send("GET", "/api/users/a%20b", {})).status).toBe(404);
  });
});
