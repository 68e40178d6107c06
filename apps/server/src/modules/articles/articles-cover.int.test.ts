import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { postFile } from "../../../test/multipart.ts";
import { articleKit } from "./articles.test-kit.ts";

// POST /api/admin/articles/{id}/cover: through the image pipeline (re-encoded WebP), admins only;
// a new cover's files replace the old ones, deleting an article deletes its cover files.
let t: TestApp;
const kit = articleKit(() => t);

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
});
afterAll(() => t?.close());

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 90, b: 20 } } })
    .png()
    .toBuffer();
const fileOf = (url: string) => path.join(t.config.dataDir, url.replace(/^\/uploads\//, "uploads/"));

describe("article covers", () => {
  it("stores an admin's cover as WebP renditions, replaces it, and removes the files with the article", async () => {
    const admin = await kit.signedIn(["admin"]);
    const a = (await admin.client.post("/api/admin/articles", kit.body())).json().data;
    const first = await postFile(t.app, admin.client, `/api/admin/articles/${a.id}/cover`, {
      field: "cover",
      data: await png(1200, 630),
    });
    expect(first.statusCode).toBe(200);
    const cover = first.json().data.cover;
    expect(cover).toMatchObject({ width: 960, alt: a.title });
    expect(cover.url).toMatch(/^\/uploads\/articles\/.+-960\.webp$/);
    expect(cover).not.toHaveProperty("key");
    expect((await sharp(fileOf(cover.url)).metadata()).format).toBe("webp");
    expect((await t.app.inject({ method: "GET", url: `/api/articles/${a.slug}` })).json().data.cover.url).toBe(
      cover.url,
    );

    const second = await postFile(t.app, admin.client, `/api/admin/articles/${a.id}/cover`, {
      field: "cover",
      data: await png(800, 420),
    });
    expect(second.statusCode).toBe(200);
    expect(existsSync(fileOf(cover.url))).toBe(false);
    const next = second.json().data.cover.url;
    expect(existsSync(fileOf(next))).toBe(true);
    expect((await admin.client.delete(`/api/admin/articles/${a.id}`)).statusCode).toBe(204);
    expect(existsSync(fileOf(next))).toBe(false);
  });

  it("refuses non-images (422), other fields (422), unknown articles (404) and non-admins (403)", async () => {
    const admin = await kit.signedIn(["admin"]);
    const a = (await admin.client.post("/api/admin/articles", kit.body())).json().data;
    const text = await postFile(t.app, admin.client, `/api/admin/articles/${a.id}/cover`, {
      field: "cover",
      data: Buffer.from("<script>alert(1)</script>"),
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.cover[0]).toBe("Upload a JPEG, PNG, WebP, GIF or AVIF image.");
    const wrong = await postFile(t.app, admin.client, `/api/admin/articles/${a.id}/cover`, {
      field: "gallery",
      data: await png(400, 300),
    });
    expect(wrong.statusCode).toBe(422);
    const missing = await postFile(t.app, admin.client, "/api/admin/articles/999999/cover", {
      field: "cover",
      data: await png(400, 300),
    });
    expect(missing.statusCode).toBe(404);
    const instructor = await kit.signedIn(["instructor"]);
    const refused = await postFile(t.app, instructor.client, `/api/admin/articles/${a.id}/cover`, {
      field: "cover",
      data: await png(400, 300),
    });
    expect(refused.statusCode).toBe(403);
    expect((await admin.client.get(`/api/admin/articles/${a.id}`)).json().data.cover).toBeNull();
  });
});
