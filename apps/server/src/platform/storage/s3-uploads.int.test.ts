import { existsSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { isNotNull } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { postFile } from "../../../test/multipart.ts";
import { type S3Peer, startS3Peer } from "../../../test/s3-peer.ts";
import { classes } from "../../db/schema/index.ts";
import { makeClass, makePlaces, postVenue, signedIn } from "../../modules/classes/classes.test-helpers.ts";
import { seedDemoClasses } from "../../seed/demo-classes.ts";
import { seedDemoUsers } from "../../seed/demo-users.ts";

// STORAGE_DRIVER=s3 against a real S3 HTTP peer (s3rver): uploads through the real API land in the
// bucket under STORAGE_S3_PREFIX (never in DATA_DIR), /uploads/ streams them back with the local
// driver's caching, deletes reach the bucket, and nothing outside the upload pattern is served.
const prefix = "gf/test";
let s3: S3Peer;
let t: TestApp;
let local: TestApp;
let city: string;

beforeAll(async () => {
  s3 = await startS3Peer();
  t = await createTestApp({ env: { RATE_LIMITS: "off", ...s3.env(prefix) } });
  local = await createTestApp();
  await Promise.all([t.app.ready(), local.app.ready()]);
  city = await makePlaces(t, "sx");
}, 60_000);
afterAll(async () => {
  await Promise.all([t?.close(), local?.close()]);
  await s3?.close();
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 190, g: 80, b: 25 } } })
    .png()
    .toBuffer();
const objectKey = (url: string) => `${prefix}/${url.replace(/^\/uploads\//, "")}`;
const urlsOf = (srcset: string) => srcset.split(", ").map((s) => s.split(" ")[0] as string);

/** The object's bytes as the bucket holds them, or null when there is none. */
async function objectBytes(url: string): Promise<Buffer | null> {
  try {
    const out = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: objectKey(url) }));
    return Buffer.from((await out.Body?.transformToByteArray()) ?? []);
  } catch (e) {
    if ((e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
    throw e;
  }
}

/** GET the URL from the app; asserts it serves exactly the bucket's bytes as a cacheable WebP. */
async function expectServed(url: string) {
  const stored = await objectBytes(url);
  expect(stored, url).not.toBeNull();
  const res = await t.app.inject({ url, headers: { "accept-encoding": "br, gzip" } });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers["content-type"]).toBe("image/webp");
  expect(res.headers["content-encoding"]).toBeUndefined();
  expect(res.headers["content-length"]).toBe(String(stored?.length));
  expect(res.rawPayload.equals(stored as Buffer)).toBe(true);
  expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(res.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: objectKey(url) }));
  expect(res.headers.etag).toBe(head.ETag);
  expect(existsSync(path.join(t.config.dataDir, "uploads", url.replace(/^\/uploads\//, "")))).toBe(false);
  return res;
}

describe("uploads with STORAGE_DRIVER=s3", () => {
  it("the demo seed writes its generated covers to the bucket", async () => {
    await seedDemoUsers(t.db);
    await seedDemoClasses(t.db, t.app.storage);
    const covers = await t.db.select({ cover: classes.cover }).from(classes).where(isNotNull(classes.cover));
    expect(covers).toHaveLength(60);
    const first = covers[0] as { cover: { url: string; srcset: string } };
    expect(first.cover.url).toMatch(/^\/uploads\/seed\/class-\d+-960\.webp$/);
    for (const url of urlsOf(first.cover.srcset)) await expectServed(url);
  });

  it("an avatar is stored in the bucket and served at its /uploads URL; replacing it deletes the object", async () => {
    const { client } = await signedIn(t, []);
    const res = await postFile(t.app, client, "/api/user/avatar", { field: "avatar", data: await png(640, 480) });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.avatar_url;
    expect(url).toMatch(/^\/uploads\/avatars\/\d+-[0-9a-f]+\.webp$/);
    const served = await expectServed(url);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "webp", width: 256, height: 256 });

    const second = await postFile(t.app, client, "/api/user/avatar", { field: "avatar", data: await png(300, 300) });
    expect(second.json().data.avatar_url).not.toBe(url);
    expect(await objectBytes(url)).toBeNull();
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });

  it("answers HEAD, and 304 to a matching If-None-Match or If-Modified-Since", async () => {
    const { client } = await signedIn(t, []);
    const url: string = (
      await postFile(t.app, client, "/api/user/avatar", { field: "avatar", data: await png(400, 400) })
    ).json().data.avatar_url;
    const full = await expectServed(url);
    const etag = String(full.headers.etag);

    const head = await t.app.inject({ method: "HEAD", url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers).toMatchObject({
      etag,
      "content-type": "image/webp",
      "content-length": full.headers["content-length"],
      "cache-control": "public, max-age=31536000, immutable",
    });

    for (const ifNoneMatch of [etag, `W/${etag}`, `"nope", ${etag}`]) {
      const again = await t.app.inject({ url, headers: { "if-none-match": ifNoneMatch } });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe("");
      expect(again.headers).toMatchObject({ etag, "cache-control": "public, max-age=31536000, immutable" });
    }
    expect((await t.app.inject({ method: "HEAD", url, headers: { "if-none-match": etag } })).statusCode).toBe(304);
    const changed = await t.app.inject({ url, headers: { "if-none-match": '"something-else"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(full.rawPayload)).toBe(true);

    const later = new Date(Date.now() + 60_000).toUTCString();
    expect((await t.app.inject({ url, headers: { "if-modified-since": later } })).statusCode).toBe(304);
    const earlier = new Date(Date.now() - 3_600_000).toUTCString();
    expect((await t.app.inject({ url, headers: { "if-modified-since": earlier } })).statusCode).toBe(200);
  });

  it("a class cover goes to the bucket at every width; replacing it deletes the old cover's objects", async () => {
    const teacher = await signedIn(t, ["instructor"]);
    const venue = (await postVenue(teacher, city)).json().data.id;
    const { id } = await makeClass(teacher, { title: "Bucketed class", venue_id: venue });
    const upload = async () =>
      postFile(t.app, teacher.client, `/api/classes/${id}/images`, { field: "cover", data: await png(2000, 1000) });
    const first = (await upload()).json().data.cover;
    const firstUrls = urlsOf(first.srcset);
    expect(firstUrls).toHaveLength(3);
    for (const [i, url] of firstUrls.entries()) {
      const res = await expectServed(url);
      expect((await sharp(res.rawPayload).metadata()).width).toBe([480, 960, 1600][i]);
    }

    const second = await upload();
    expect(second.statusCode).toBe(200);
    for (const url of firstUrls) expect(await objectBytes(url), url).toBeNull();
    for (const url of urlsOf(second.json().data.cover.srcset)) await expectServed(url);
  });

  it("a forge photo goes to the bucket; deleting it deletes its objects and keeps the others", async () => {
    const host = await signedIn(t, ["host"]);
    const forge = (await postVenue(host, city, "Bucket Forge")).json().data.id;
    const add = async (alt: string) =>
      postFile(
        t.app,
        host.client,
        `/api/venues/${forge}/photos`,
        { field: "photo", data: await png(640, 400) },
        { alt },
      );
    expect((await add("first")).statusCode).toBe(201);
    const photos = (await add("second")).json().data.photos;
    for (const p of photos) for (const url of urlsOf(p.srcset)) await expectServed(url);

    const res = await host.client.delete(`/api/venues/${forge}/photos/${photos[0].key}`);
    expect(res.statusCode).toBe(200);
    for (const url of urlsOf(photos[0].srcset)) expect(await objectBytes(url), url).toBeNull();
    for (const url of urlsOf(photos[1].srcset)) await expectServed(url);
  });

  it("answers like the local driver: the same cache and security headers, the same 404 when missing", async () => {
    const avatarOn = async (on: TestApp) => {
      const { client } = await signedIn(on, []);
      const res = await postFile(on.app, client, "/api/user/avatar", { field: "avatar", data: await png(300, 300) });
      return on.app.inject({ url: res.json().data.avatar_url });
    };
    const [fromBucket, fromDisk] = await Promise.all([avatarOn(t), avatarOn(local)]);
    for (const name of ["content-type", "cache-control", "content-security-policy", "x-content-type-options"]) {
      expect(fromBucket.headers[name], name).toBe(fromDisk.headers[name]);
    }
    expect(fromDisk.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const url of ["/uploads/venues/1-abcdef-480.webp", "/uploads/avatars/9-0123.webp"]) {
      const [missing, missingLocally] = await Promise.all([t.app.inject({ url }), local.app.inject({ url })]);
      expect(missing.statusCode).toBe(404);
      expect(missing.headers["content-type"]).toBe(missingLocally.headers["content-type"]);
      expect(missing.json()).toEqual(missingLocally.json());
      expect((await t.app.inject({ method: "HEAD", url })).statusCode).toBe(404);
    }
  });

  it("never serves anything outside the upload pattern, even over a raw socket (no URL normalising)", async () => {
    const secret = "TOP-SECRET-OBJECT";
    for (const key of ["secret.webp", "gf/secret.webp", `${prefix}/secret.txt`, `${prefix}/avatars/Upper.webp`]) {
      await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: secret }));
    }
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const get = (rawPath: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request({ host: "127.0.0.1", port, path: rawPath, method: "GET" }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (c) => {
            body += c;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on("error", reject);
        req.end();
      });
    for (const rawPath of [
      "/uploads/../secret.webp",
      "/uploads/../../secret.webp",
      "/uploads/..%2fsecret.webp",
      "/uploads/..%2F..%2Fsecret.webp",
      "/uploads/venues/..%2f..%2f..%2fsecret.webp",
      "/uploads/%2e%2e/%2e%2e/secret.webp",
      "/uploads/avatars/../../../secret.webp",
      "/uploads/secret.txt",
      "/uploads/avatars/Upper.webp",
      "/uploads/avatars/x.webp%00.png",
      "/uploads/a/b/c.webp",
      "/uploads/",
    ]) {
      const res = await get(rawPath);
      // 308: a dot-segment spelling is sent to its canonical path (decision 201), never served.
      expect([308, 400, 404], rawPath).toContain(res.status);
      expect(res.body, rawPath).not.toContain(secret);
    }
    const { client } = await signedIn(t, []);
    const url = (
      await postFile(t.app, client, "/api/user/avatar", { field: "avatar", data: await png(300, 300) })
    ).json().data.avatar_url;
    expect((await get(url)).status).toBe(200); // the same socket serves a real upload
  });
});
