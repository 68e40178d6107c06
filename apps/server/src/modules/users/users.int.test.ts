import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { users } from "../../db/schema/index.ts";
import { type SessionClient, sessionClient } from "../../platform/sessions/testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
});
afterAll(() => t?.close());

async function signedIn() {
  const user = await createUser(t.db);
  const client = sessionClient(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}

/** Sends a multipart upload the way a browser form would, with the session's cookies and CSRF header. */
async function upload(client: SessionClient, file: Buffer, fieldname = "avatar", type = "image/png") {
  const form = new FormData();
  form.append(fieldname, new Blob([new Uint8Array(file)], { type }), "picture.png");
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  const res = await t.app.inject({
    method: "POST",
    url: "/api/user/avatar",
    payload,
    headers: {
      "content-type": request.headers.get("content-type") ?? "",
      cookie: [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; "),
      "x-xsrf-token": client.cookies.get("XSRF-TOKEN") ?? "",
    },
  });
  return res;
}

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 180, g: 70, b: 27 } } })
    .png()
    .toBuffer();

describe("PATCH /api/user", () => {
  it("updates name, bio and home location", async () => {
    const { client, user } = await signedIn();
    const res = await client.patch("/api/user", {
      name: "Brigid Flint",
      bio: "Bladesmith from the coast.",
      home_location: "Portland, OR",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: user.id,
      name: "Brigid Flint",
      bio: "Bladesmith from the coast.",
      home_location: "Portland, OR",
      slug: user.slug,
    });
    expect(JSON.stringify(res.json())).not.toMatch(/password/i);
    const partial = await client.patch("/api/user", { bio: "Just the bio." });
    expect(partial.json().data).toMatchObject({ name: "Brigid Flint", bio: "Just the bio." });
  });

  it("answers 422 for an empty name or an unknown field, 401 when signed out", async () => {
    const { client } = await signedIn();
    const empty = await client.patch("/api/user", { name: "   " });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toHaveProperty("name");
    expect((await client.patch("/api/user", { roles: ["admin"] })).statusCode).toBe(422);
    expect((await sessionClient(t.app).patch("/api/user", { name: "X" })).statusCode).toBe(401);
  });
});

describe("POST /api/user/avatar", () => {
  it("re-encodes an image to a 256x256 WebP served under /uploads", async () => {
    const { client } = await signedIn();
    const res = await upload(client, await png(640, 480));
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.avatar_url;
    expect(url).toMatch(/^\/uploads\/avatars\/\d+-[0-9a-f]+\.webp$/);
    const file = await t.app.inject({ method: "GET", url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("image/webp");
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 256, height: 256 });

    const second = await upload(client, await png(300, 300));
    expect(second.json().data.avatar_url).not.toBe(url);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404); // the old file is gone
  });

  it("refuses bytes that are not an image, whatever the declared type (422)", async () => {
    const { client } = await signedIn();
    const res = await upload(client, Buffer.from("<svg onload=alert(1)>not really</svg>"), "avatar", "image/png");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty("avatar");
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    expect((await upload(client, svg, "avatar", "image/svg+xml")).statusCode).toBe(422);
  });

  it("refuses a file over 5 MB (413) and a missing file field (422)", async () => {
    const { client } = await signedIn();
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    expect((await upload(client, big)).statusCode).toBe(413);
    expect((await upload(client, await png(10, 10), "picture")).statusCode).toBe(422);
  });

  it("answers 401 when signed out", async () => {
    const anon = sessionClient(t.app);
    await anon.get("/api/csrf-cookie");
    expect((await upload(anon, await png(10, 10))).statusCode).toBe(401);
  });
});

describe("GET /api/users/{slug}", () => {
  it("shows the public profile and never the email", async () => {
    const user = await createUser(t.db, { roles: ["instructor"], bio: "Hammer and tongs." });
    const res = await sessionClient(t.app).get(`/api/users/${user.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: user.id,
      name: user.name,
      slug: user.slug,
      bio: "Hammer and tongs.",
      roles: ["student", "instructor"],
      primary_role: "instructor",
      avatar_url: null,
    });
    expect(res.json().data.member_since).toBe(user.createdAt.toISOString());
    expect(res.body).not.toContain(user.email);
    expect(res.body).not.toMatch(/password|argon2/i);
  });

  it("answers 404 for unknown and suspended users", async () => {
    expect((await sessionClient(t.app).get("/api/users/nobody-by-this-name")).statusCode).toBe(404);
    const user = await createUser(t.db);
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));
    expect((await sessionClient(t.app).get(`/api/users/${user.slug}`)).statusCode).toBe(404);
  });
});
