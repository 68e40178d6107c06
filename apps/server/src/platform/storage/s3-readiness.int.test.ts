import net from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { postFile } from "../../../test/multipart.ts";
import { type S3Peer, startS3Peer } from "../../../test/s3-peer.ts";
import { signedIn } from "../../modules/classes/classes.test-helpers.ts";

// /api/ready asks the bucket (HeadBucket) with STORAGE_DRIVER=s3; an unreachable bucket makes the
// instance not ready, and an upload then fails as a server error, never as the uploader's 422.
let s3: S3Peer;
const apps: TestApp[] = [];
beforeAll(async () => {
  s3 = await startS3Peer();
}, 60_000);
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await s3?.close();
});

async function app(env: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp({ env: { RATE_LIMITS: "off", ...env } });
  apps.push(t);
  await t.app.ready();
  return t;
}

/** A port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("readiness with STORAGE_DRIVER=s3", () => {
  it("is ready when the bucket answers", async () => {
    const t = await app(s3.env());
    const res = await t.app.inject({ url: "/api/ready" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ready", checks: { database: "ok", storage: "ok" } });
  });

  it("is not ready when the bucket does not exist", async () => {
    const t = await app({ ...s3.env(), STORAGE_S3_BUCKET: "no-such-bucket" });
    const res = await t.app.inject({ url: "/api/ready" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "unavailable", checks: { database: "ok", storage: "down" } });
  });

  it("is not ready when the service is unreachable; an upload is then a 503 and changes nothing", async () => {
    const t = await app({ ...s3.env(), STORAGE_S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}` });
    const ready = await t.app.inject({ url: "/api/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks).toEqual({ database: "ok", storage: "down" });

    const { client } = await signedIn(t, []);
    const image = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#884422" } })
      .png()
      .toBuffer();
    const res = await postFile(t.app, client, "/api/user/avatar", { field: "avatar", data: image });
    // A dependency that refuses connections is "try again shortly", as for the database (decision 416).
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe("SERVICE_UNAVAILABLE");
    expect((await client.get("/api/user/profile")).json().data.avatar_url).toBeNull();
  });
});
