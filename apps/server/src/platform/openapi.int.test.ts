import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { type OpenApiDocument, openApiToMarkdown } from "./openapi-markdown.ts";

describe("OpenAPI document and reference page", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("GET /api/openapi.json describes the routes with tags and summaries", async () => {
    const res = await t.app.inject({ url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths["/api/health"].get).toMatchObject({ tags: ["Health"], summary: expect.any(String) });
    expect(doc.paths["/api/ready"].get.responses).toHaveProperty("503");
    expect(Object.keys(doc.paths)).not.toContain("/api/{*}");
    expect(Object.keys(doc.paths)).not.toContain("/api/openapi.json");
  });

  it("serves the API reference page at /api/docs with a CSP relaxed for it alone", async () => {
    const first = await t.app.inject({ url: "/api/docs" });
    const url = first.statusCode === 301 ? String(first.headers.location) : "/api/docs";
    expect(url).toMatch(/^\/api\/docs\/?$/);
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain("/api/openapi.json");
    expect(String(res.headers["content-security-policy"])).toContain("frame-ancestors 'none'");
    const api = await t.app.inject({ url: "/api/health" });
    expect(String(api.headers["content-security-policy"])).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("renders docs/api.md as one table per tag", async () => {
    const doc = (await t.app.inject({ url: "/api/openapi.json" })).json() as OpenApiDocument;
    const md = openApiToMarkdown(doc);
    expect(md).toContain("## Health\n\n| method | path | summary | auth |");
    expect(md).toMatch(/\| GET \| `\/api\/health` \| Liveness[^|]*\| none \|/);
    expect(md).not.toMatch(/\| HEAD \| `\/api\/health`/);
  });
  it("docs/api.md is current: what `npm run docs:api` writes from the routes today", async () => {
    const doc = (await t.app.inject({ url: "/api/openapi.json" })).json() as OpenApiDocument;
    const committed = readFileSync(new URL("../../../../docs/api.md", import.meta.url), "utf8");
    expect(committed, "docs/api.md is out of date: run `npm run docs:api` and commit it").toBe(
      openApiToMarkdown(doc, t.app.declaredRoutes),
    );
  });
  it("names who may call each documented route, from the routes' declared access (decision 202)", async () => {
    const doc = (await t.app.inject({ url: "/api/openapi.json" })).json() as OpenApiDocument;
    const md = openApiToMarkdown(doc, t.app.declaredRoutes);
    expect(md).toMatch(/\| GET \| `\/api\/health` \|[^|]*\| public \|/);
    expect(md).toMatch(/\| POST \| `\/api\/class-requests` \|[^|]*\| verified \|/);
    expect(md).toMatch(/\| GET \| `\/api\/admin\/class-requests` \|[^|]*\| admin \|/);
    expect(md).toMatch(/\| GET \| `\/api\/locations\/\{\*\}` \|[^|]*\| public \|/);
    // Every documented route's access is known: none falls back to the kernel's fail-closed default.
    expect(md).not.toContain("undeclared");
  });
});

describe("openApiToMarkdown", () => {
  it("shows the auth scheme of routes that need a session and escapes pipes", () => {
    const md = openApiToMarkdown({
      paths: {
        "/api/user": {
          get: { tags: ["Accounts"], summary: "The signed-in user | or 401", security: [{ session: [] }] },
        },
        "/api/x": { post: { summary: "Untagged" } },
      },
    });
    expect(md).toContain("| GET | `/api/user` | The signed-in user \\| or 401 | session |");
    expect(md.indexOf("## Accounts")).toBeLessThan(md.indexOf("## Other"));
  });
});

describe("the API reference when switched off (production without API_DOCS=public)", () => {
  it("/api/openapi.json and /api/docs are the API's 404", async () => {
    const prod = await createTestApp({ config: { isProduction: true, apiDocs: false } });
    try {
      for (const url of ["/api/openapi.json", "/api/docs", "/api/docs/"]) {
        const res = await prod.app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toMatchObject({ error: { status: 404, code: "NOT_FOUND" } });
      }
    } finally {
      await prod.close();
    }
  });
});
