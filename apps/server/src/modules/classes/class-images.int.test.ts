import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { classGalleryMax, imageMaxBytes } from "@guildforge/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { makeClass, makePlaces, postVenue, type SignedIn, signedIn } from "./classes.test-helpers.ts";

// POST /api/classes/{id}/images: decoded and re-encoded to WebP at the responsive widths (never
// enlarged), non-images 422, files over the limit 413, only for those who manage the class.
let t: TestApp;
let teacher: SignedIn;
let classId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
  teacher = await signedIn(t, ["instructor"]);
  const venue = (await postVenue(teacher, await makePlaces(t, "ii"))).json().data.id;
  classId = (await makeClass(teacher, { title: "Pictured class", venue_id: venue })).id;
}, 60_000);
afterAll(() => t?.close());

function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = `----guildforge${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function upload(who: SignedIn, field: string, filename: string, type: string, data: Buffer, id = classId) {
  const body = multipart(field, filename, type, data);
  const cookie = [...who.client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ");
  return t.app.inject({
    method: "POST",
    url: `/api/classes/${id}/images`,
    headers: {
      cookie,
      accept: "application/json",
      "x-requested-with": "XMLHttpRequest",
      "x-xsrf-token": who.client.cookies.get("XSRF-TOKEN") ?? "",
      "content-type": body.contentType,
    },
    payload: body.payload,
  });
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 30 } } });

async function fileOf(url: string) {
  const file = path.join(t.config.dataDir, url.replace(/^\/uploads\//, "uploads/"));
  expect(existsSync(file)).toBe(true);
  return sharp(file).metadata();
}

describe("class images", () => {
  it("re-encodes a PNG cover to WebP at 480/960/1600 px", async () => {
    const res = await upload(teacher, "cover", "cover.png", "image/png", await picture(2000, 1000).png().toBuffer());
    expect(res.statusCode).toBe(200);
    const cover = res.json().data.cover;
    const entries = (cover.srcset as string).split(", ").map((s) => s.split(" "));
    expect(entries.map(([, w]) => w)).toEqual(["480w", "960w", "1600w"]);
    for (const [url, w] of entries) {
      const meta = await fileOf(url as string);
      expect(meta.format).toBe("webp");
      expect(`${meta.width}w`).toBe(w);
    }
    expect(cover).toMatchObject({ width: 960, height: 480, alt: "Pictured class" });
    expect(cover.url).toMatch(/-960\.webp$/);
  });

  it("replacing the cover deletes the old cover's files", async () => {
    const first = (
      await upload(teacher, "cover", "a.png", "image/png", await picture(1000, 600).png().toBuffer())
    ).json().data.cover;
    await fileOf(first.url); // present
    const second = await upload(teacher, "cover", "b.png", "image/png", await picture(1000, 600).png().toBuffer());
    expect(second.statusCode).toBe(200);
    expect(second.json().data.cover.url).not.toBe(first.url);
    await fileOf(second.json().data.cover.url);
    const files = (first.srcset as string).split(", ").map((s) => s.split(" ")[0] as string);
    expect(files).toHaveLength(3);
    for (const url of files) expect(existsSync(path.join(t.config.dataDir, url.slice(1))), url).toBe(false);
  });

  it("never enlarges: a 700 px JPEG gallery image gets 480 and 700 px renditions", async () => {
    const jpeg = await picture(700, 400).jpeg().toBuffer();
    const res = await upload(teacher, "gallery", "photo.JPG", "image/jpeg", jpeg);
    expect(res.statusCode).toBe(200);
    const [image] = res.json().data.gallery;
    expect(image.srcset).toMatch(/ 480w, .* 700w$/);
    expect((await fileOf(image.url)).width).toBe(700);
  });

  it("rejects a non-image (even named .png) and an SVG with 422 by field", async () => {
    const text = await upload(teacher, "cover", "cover.png", "image/png", Buffer.from("definitely not a picture"));
    expect(text.statusCode).toBe(422);
    expect(Object.keys(text.json().errors)).toEqual(["cover"]);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600"/></svg>',
    );
    expect((await upload(teacher, "gallery", "x.svg", "image/svg+xml", svg)).statusCode).toBe(422);
    const tiny = await upload(teacher, "cover", "tiny.png", "image/png", await picture(100, 80).png().toBuffer());
    expect(tiny.statusCode).toBe(422);
  });

  it("answers 413 for a file over the size limit", async () => {
    const big = Buffer.alloc(imageMaxBytes + 1024, 7);
    const res = await upload(teacher, "cover", "huge.png", "image/png", big);
    expect(res.statusCode).toBe(413);
  });

  it("a gallery holds at most classGalleryMax images, also when uploads race; a refused upload leaves no files", async () => {
    const venue = (await postVenue(teacher, await makePlaces(t, "ig"))).json().data.id;
    const id = (await makeClass(teacher, { title: "Full gallery", venue_id: venue })).id;
    const png = await picture(400, 300).png().toBuffer();
    for (let i = 0; i < classGalleryMax - 2; i++) {
      expect((await upload(teacher, "gallery", `g${i}.png`, "image/png", png, id)).statusCode).toBe(200);
    }
    // Three at once for the last two places: two fit, one is refused (its files removed again).
    const raced = await Promise.all(
      [1, 2, 3].map((n) => upload(teacher, "gallery", `r${n}.png`, "image/png", png, id)),
    );
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 200, 422]);
    const refused = raced.find((r) => r.statusCode === 422);
    expect(refused?.json().errors).toHaveProperty("gallery");
    const gallery = (await teacher.client.get(`/api/classes/${id}`)).json().data.gallery as { srcset: string }[];
    expect(gallery).toHaveLength(classGalleryMax);
    const kept = new Set(gallery.flatMap((g) => g.srcset.split(", ").map((e) => e.split(" ")[0])));
    const onDisk = readdirSync(path.join(t.config.dataDir, "uploads", "classes")).filter((f) => f.startsWith(`${id}-`));
    expect(onDisk.map((f) => `/uploads/classes/${f}`).sort()).toEqual([...kept].sort());
    expect((await upload(teacher, "gallery", "late.png", "image/png", png, id)).statusCode).toBe(422);
  });

  it("only someone who manages the class may upload", async () => {
    const other = await signedIn(t, ["instructor"]);
    const png = await picture(400, 300).png().toBuffer();
    expect((await upload(other, "cover", "c.png", "image/png", png)).statusCode).toBe(403);
  });
});
