import { existsSync } from "node:fs";
import path from "node:path";
import type { Role } from "@guildforge/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { idempotentRequests, locations } from "../../db/schema/index.ts";
import { type SessionClient, sessionClient } from "../../platform/sessions/testing.ts";

// POST /api/venues/{id}/photos and DELETE /api/venues/{id}/photos/{key}: the owner or an admin,
// at most 8 photos, re-encoded image sets, files removed on delete, Idempotency-Key honoured.
let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
  await t.db.insert(locations).values([
    { kind: "country", slug: "pp", path: "pp", name: "Pland", timeZone: "Europe/Berlin" },
    { kind: "city", slug: "ort", path: "pp/ort", name: "Ort", lat: 50, lng: 8, timeZone: "Europe/Berlin" },
  ]);
  png = await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 200, g: 90, b: 20 } } })
    .png()
    .toBuffer();
}, 60_000);
afterAll(() => t?.close());

async function as(roles: Role[]) {
  const user = await createUser(t.db, { roles });
  const client = sessionClient(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}

async function newForge(client: SessionClient, name = "Photo Forge"): Promise<number> {
  const res = await client.post("/api/venues", {
    name,
    address: "3 Bellows Way, Ort",
    location_path: "pp/ort",
    lat: 50,
    lng: 8,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
}

/** POST a multipart body the way a browser's FormData does, with the client's cookies and CSRF header. */
async function upload(client: SessionClient, id: number, parts: Part[], headers: Record<string, string> = {}) {
  if (!client.cookies.has("XSRF-TOKEN")) await client.get("/api/csrf-cookie");
  const boundary = `----guildforge${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"\r\nContent-Type: image/png` : ""}\r\n\r\n`,
    ),
    Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
    Buffer.from("\r\n"),
  ]);
  return t.app.inject({
    method: "POST",
    url: `/api/venues/${id}/photos`,
    headers: {
      cookie: [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; "),
      accept: "application/json",
      "x-requested-with": "XMLHttpRequest",
      "x-xsrf-token": client.cookies.get("XSRF-TOKEN") ?? "",
      "content-type": `multipart/form-data; boundary=${boundary}`,
      ...headers,
    },
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
  });
}
const photoPart = (data: Buffer = png): Part => ({ name: "photo", value: data, filename: "forge.png" });
const fileOf = (url: string) => path.join(t.config.dataDir, url.replace(/^\/uploads\//, "uploads/"));

describe("POST /api/venues/{id}/photos", () => {
  it("the owner uploads: 201 with the forge and its new WebP image set, alt text the forge's name", async () => {
    const { client } = await as(["host"]);
    const id = await newForge(client, "Ember Hall");
    const res = await upload(client, id, [photoPart()]);
    expect(res.statusCode).toBe(201);
    const [photo] = res.json().data.photos;
    expect(photo).toMatchObject({
      alt: "Ember Hall",
      width: 640,
      height: 400,
      key: expect.stringMatching(/^\d+-[a-f0-9]+$/),
    });
    expect(photo.srcset).toMatch(/-480\.webp 480w, .*-640\.webp 640w$/);
    expect(existsSync(fileOf(photo.url))).toBe(true);
    expect(photo).not.toHaveProperty("upload_key");

    const described = await upload(client, id, [{ name: "alt", value: "The coal forge at dusk" }, photoPart()]);
    expect(described.statusCode).toBe(201);
    expect(described.json().data.photos.map((p: { alt: string }) => p.alt)).toEqual([
      "Ember Hall",
      "The coal forge at dusk",
    ]);
    // Public reads show the photos too.
    const publicView = (await t.app.inject({ method: "GET", url: `/api/venues/${id}` })).json().data;
    expect(publicView.photos).toHaveLength(2);
  });

  it("an admin may add a photo; another host 403, a guest 401, a missing forge 404", async () => {
    const owner = await as(["host"]);
    const id = await newForge(owner.client);
    expect((await upload((await as(["host"])).client, id, [photoPart()])).statusCode).toBe(403);
    expect((await upload((await as(["instructor"])).client, id, [photoPart()])).statusCode).toBe(403);
    expect((await upload(sessionClient(t.app), id, [photoPart()])).statusCode).toBe(401);
    expect((await upload((await as(["admin"])).client, id, [photoPart()])).statusCode).toBe(201);
    expect((await upload(owner.client, 999_999, [photoPart()])).statusCode).toBe(404);
  });

  it("answers 422 by field for a non-image, a missing file and an over-long alt", async () => {
    const { client } = await as(["host"]);
    const id = await newForge(client);
    const text = await upload(client, id, [photoPart(Buffer.from("not a picture at all"))]);
    expect(text.statusCode).toBe(422);
    expect(Object.keys(text.json().errors)).toEqual(["photo"]);
    const none = await upload(client, id, [{ name: "alt", value: "Nothing attached" }]);
    expect(none.statusCode).toBe(422);
    expect(Object.keys(none.json().errors)).toEqual(["photo"]);
    const longAlt = await upload(client, id, [{ name: "alt", value: "x".repeat(301) }, photoPart()]);
    expect(longAlt.statusCode).toBe(422);
    expect(Object.keys(longAlt.json().errors)).toEqual(["alt"]);
  });

  it("holds at most 8 photos: the ninth is 422 with a message on the photo field", async () => {
    const { client } = await as(["host"]);
    const id = await newForge(client);
    for (let i = 0; i < 8; i++) expect((await upload(client, id, [photoPart()])).statusCode).toBe(201);
    const ninth = await upload(client, id, [photoPart()]);
    expect(ninth.statusCode).toBe(422);
    expect(ninth.json().errors.photo[0]).toMatch(/at most 8 photos/);
    const after = (await client.get(`/api/venues/${id}`)).json().data;
    expect(after.photos).toHaveLength(8);
  });

  it("a repeated Idempotency-Key answers as the first upload did, without a second photo", async () => {
    const { client } = await as(["host"]);
    const id = await newForge(client);
    const first = await upload(client, id, [photoPart()], { "idempotency-key": "upload-1" });
    const again = await upload(client, id, [photoPart()], { "idempotency-key": "upload-1" });
    // The platform replays the first answer (decision 057); the forge's own upload_key check
    // (200) still guards a retry whose first answer was never recorded.
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect((await client.get(`/api/venues/${id}`)).json().data.photos).toHaveLength(1);
    await t.db.delete(idempotentRequests); // as if the process had died before recording the answer
    const late = await upload(client, id, [photoPart()], { "idempotency-key": "upload-1" });
    expect(late.statusCode).toBe(200);
    expect(late.json().data.photos).toHaveLength(1);
    expect((await upload(client, id, [photoPart()], { "idempotency-key": "upload-2" })).statusCode).toBe(201);
  });
});

describe("DELETE /api/venues/{id}/photos/{key}", () => {
  it("the owner deletes one photo by key: the others keep their order and its files are gone", async () => {
    const { client } = await as(["host"]);
    const id = await newForge(client);
    for (const alt of ["one", "two", "three"]) await upload(client, id, [{ name: "alt", value: alt }, photoPart()]);
    const photos = (await client.get(`/api/venues/${id}`)).json().data.photos;
    const middle = photos[1];

    expect((await (await as(["host"])).client.delete(`/api/venues/${id}/photos/${middle.key}`)).statusCode).toBe(403);
    const guest = sessionClient(t.app);
    expect((await guest.delete(`/api/venues/${id}/photos/${middle.key}`)).statusCode).toBe(401);

    const res = await client.delete(`/api/venues/${id}/photos/${middle.key}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.photos.map((p: { alt: string }) => p.alt)).toEqual(["one", "three"]);
    for (const entry of (middle.srcset as string).split(", ")) {
      expect(existsSync(fileOf(entry.split(" ")[0] as string))).toBe(false);
    }
    expect(existsSync(fileOf(photos[0].url))).toBe(true);
    expect((await client.delete(`/api/venues/${id}/photos/${middle.key}`)).statusCode).toBe(404);
  });

  it("an admin deletes a photo of someone else's forge", async () => {
    const owner = await as(["instructor"]);
    const id = await newForge(owner.client);
    const key = (await upload(owner.client, id, [photoPart()])).json().data.photos[0].key;
    const res = await (await as(["admin"])).client.delete(`/api/venues/${id}/photos/${key}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.photos).toEqual([]);
  });
});
