import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3Peer, startS3Peer } from "../../../test/s3-peer.ts";
import { type RunningServer, spawnServer } from "../../../test/spawn-server.ts";

// The real process (main.ts, production web build, embedded database) with STORAGE_DRIVER=s3:
// the first start seeds the demo covers into the bucket, pages link them at /uploads/ and the
// server streams them from the bucket (the SSR catch-all does not shadow /uploads/*).
let s3: S3Peer;
let server: RunningServer;
beforeAll(async () => {
  s3 = await startS3Peer();
  server = await spawnServer({ SEED: "demo", ...s3.env("demo") });
}, 180_000);
afterAll(async () => {
  await server?.dispose();
  await s3?.close();
});

describe("main.ts with STORAGE_DRIVER=s3", () => {
  it("seeds the demo covers into the bucket and serves them at /uploads/", { timeout: 60_000 }, async () => {
    const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: "demo/seed/" }));
    const keys = (listed.Contents ?? []).map((o) => o.Key ?? "");
    // 60 classes x 480 and 960 px; the other seeded images (portraits, forge art, article covers)
    // are in the bucket too.
    expect(keys.filter((k) => /^demo\/seed\/class-\d+-(480|960)\.webp$/.test(k))).toHaveLength(120);
    expect(keys.length).toBeGreaterThan(120);

    const classes = (await (await fetch(`${server.url}/api/classes`)).json()) as {
      data: Array<{ slug: string; cover: { url: string } | null }>;
    };
    const cover = classes.data.find((c) => c.cover)?.cover?.url ?? "";
    expect(cover).toMatch(/^\/uploads\/seed\/class-\d+-960\.webp$/);
    const image = await fetch(`${server.url}${cover}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = image.headers.get("etag") ?? "";
    expect((await image.arrayBuffer()).byteLength).toBe(Number(image.headers.get("content-length")));
    expect((await fetch(`${server.url}${cover}`, { headers: { "if-none-match": etag } })).status).toBe(304);
    expect((await fetch(`${server.url}/uploads/seed/class-999999-960.webp`)).status).toBe(404);

    const ready = await fetch(`${server.url}/api/ready`);
    expect(await ready.json()).toEqual({ status: "ready", checks: { database: "ok", storage: "ok" } });
  });

  it("exits 0 on SIGTERM with the bucket client open", { timeout: 30_000 }, async () => {
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
});
