import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { productionWeb } from "../../web/ssr.ts";
import { sessionClient } from "../sessions/testing.ts";

const browserUA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

describe("server-rendered pages on /admin/performance (decision 323)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ deps: { web: productionWeb, observability: { instance: "pages", flushMs: 60_000 } } });
  }, 180_000);
  afterAll(() => t?.close());

  it("are recorded under React Router's matched route pattern, never the SSR catch-all or the address", async () => {
    const visit = (url: string) => t.app.inject({ url, headers: { "user-agent": browserUA } });
    await visit("/users/ada-ironside");
    await visit("/users/bram-forgewright?tab=classes");
    await visit("/classes/12-hammer-basics");
    await visit("/faq");
    await visit("/");
    await visit("/users/ada-ironside.data");
    expect((await visit("/no-such-page-here")).statusCode).toBe(404);

    const admin = await createUser(t.db, { roles: ["admin"], verified: true });
    const client = sessionClient(t.app);
    await client.login(admin.email, admin.password);
    await t.app.performance.flush();
    const data = (await client.get("/api/admin/performance?range=1h")).json().data;
    const counts = Object.fromEntries(
      data.routes.map((r: { route: string; count: number }) => [r.route, r.count] as const),
    );
    expect(counts["GET /users/:slug"]).toBe(2);
    expect(counts["GET /classes/*"]).toBe(1);
    expect(counts["GET /faq"]).toBe(1);
    expect(counts["GET /"]).toBe(1);
    expect(counts["GET /users/:slug.data"]).toBe(1);
    // The not-found page is the root layout's splat route.
    expect(counts["GET /*"]).toBe(1);
    const routes = JSON.stringify(data.routes);
    for (const raw of ["ada-ironside", "bram", "hammer-basics", "no-such-page", "tab="])
      expect(routes).not.toContain(raw);
  });
});
