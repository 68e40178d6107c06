import { existsSync } from "node:fs";
import path from "node:path";
import { createArticleSchema, themes } from "@guildforge/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { articles } from "../db/schema/index.ts";
import { seedArticles, seedDemoArticles } from "./demo-articles.ts";
import { seedDemoUsers } from "./demo-users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
  await seedDemoUsers(t.db);
  await seedDemoArticles(t.db, t.app.storage);
  await seedDemoArticles(t.db, t.app.storage); // idempotent
}, 60_000);
afterAll(() => t?.close());

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

it("seeds at least 8 published articles of substance, each valid for the admin form, with a theme", () => {
  const published = seedArticles.filter((a) => !a.draft);
  expect(published.length).toBeGreaterThanOrEqual(8);
  for (const a of published) {
    expect(words(a.markdown), a.slug).toBeGreaterThanOrEqual(400);
    const parsed = createArticleSchema.safeParse({ ...a, status: "published" });
    expect(parsed.success, a.slug).toBe(true);
    expect(themes.map((x) => x.slug)).toContain(a.theme);
  }
  expect(new Set(published.map((a) => a.theme)).size).toBeGreaterThanOrEqual(5);
});

it("stores each once with a generated cover image, and only the published ones are public", async () => {
  const rows = await t.db.select().from(articles);
  expect(rows).toHaveLength(seedArticles.length);
  for (const r of rows) {
    expect(r.cover?.url).toMatch(/^\/uploads\/seed\/article-.+-960\.webp$/);
    const file = path.join(t.config.dataDir, (r.cover?.url ?? "").replace(/^\/uploads\//, "uploads/"));
    expect(existsSync(file)).toBe(true);
    expect(await sharp(file).metadata()).toMatchObject({ format: "webp", width: 960, height: 540 });
  }
  const list = (await t.app.inject({ method: "GET", url: "/api/articles?limit=50" })).json();
  expect(list.meta.total).toBe(seedArticles.filter((a) => !a.draft).length);
  const one = (await t.app.inject({ method: "GET", url: "/api/articles/choosing-your-first-hammer" })).json().data;
  expect(one.body_html).toContain("<h2>Start lighter than you think</h2>");
  expect(one.reading_minutes).toBeGreaterThanOrEqual(2);
  const draft = await t.app.inject({ method: "GET", url: "/api/articles/reading-heat-colours" });
  expect(draft.statusCode).toBe(404);
});
