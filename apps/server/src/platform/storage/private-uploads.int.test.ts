import { randomBytes } from "node:crypto";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { postFile } from "../../../test/multipart.ts";
import { type S3Peer, startS3Peer } from "../../../test/s3-peer.ts";
import { feedbackItems } from "../../db/schema/index.ts";
import { signedIn } from "../../modules/applications/testing.ts";
import { startConversation } from "../../modules/messages/messages.test-kit.ts";

// Decision 380: message attachments and bug-report screenshots are private files. On both
// drivers, /uploads/ answers 404 for them in every spelling, and their authorised routes serve
// them to those allowed only (404 for anyone else, never a hint that the file exists), with
// private caching, nosniff and conditional GETs.
let s3: S3Peer;
const apps: Record<"local" | "s3", TestApp> = {} as Record<"local" | "s3", TestApp>;

beforeAll(async () => {
  s3 = await startS3Peer();
  apps.local = await createTestApp({ env: { RATE_LIMITS: "off" } });
  apps.s3 = await createTestApp({ env: { RATE_LIMITS: "off", ...s3.env("gf/private") } });
  await Promise.all([apps.local.app.ready(), apps.s3.app.ready()]);
}, 60_000);
afterAll(async () => {
  await Promise.all([apps.local?.close(), apps.s3?.close()]);
  await s3?.close();
});

const photo = (n: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30 * n, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();

/** A conversation between a student and an instructor with one photo sent; its attachment URLs. */
async function conversationWithPhoto(t: TestApp, n = 1) {
  const { teacher, student, id } = await startConversation(t, "May I show you my tongs?");
  const sent = await postFile(
    t.app,
    student.client,
    `/api/conversations/${id}/messages`,
    { field: "attachments", data: await photo(n), type: "image/jpeg", name: "tongs.jpg" },
    { body: "Here they are." },
  );
  expect(sent.statusCode, sent.body).toBe(201);
  const attachment = sent.json().data.message.attachments[0] as { url: string; srcset: string };
  const file = path.basename(attachment.url);
  return { teacher, student, id, url: attachment.url, file, key: `messages/${file}`, srcset: attachment.srcset };
}

/** The stored bytes behind a key, through the driver's own read. */
async function storedBytes(t: TestApp, key: string): Promise<Buffer> {
  const object = await t.app.storage.get(key);
  expect(object, key).not.toBeNull();
  const chunks: Buffer[] = [];
  for await (const chunk of object?.body ?? []) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function expectPrivateImage(res: LightMyRequestResponse, type: string, bytes: Buffer) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers["content-type"]).toBe(type);
  expect(res.rawPayload.equals(bytes)).toBe(true);
  expect(res.headers["cache-control"]).toBe("private, max-age=604800");
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
  expect(res.headers.etag).toEqual(expect.any(String));
}

function expectHidden(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(404);
  expect(res.json().error).toMatchObject({ code: "NOT_FOUND", status: 404 });
  expect(res.rawPayload.subarray(0, 4).toString("latin1")).not.toBe("RIFF");
}

/**
 * Spellings of a private key under /uploads/ an attacker might try. Each must end in a 404:
 * directly, or (a dot segment or a doubled slash the kernel redirects to its canonical path) at
 * the canonical path. An encoded slash is refused outright.
 */
function spellings(key: string): string[] {
  const [folder = "", file = ""] = key.split("/");
  const encoded = [...folder].map((c) => `%${c.charCodeAt(0).toString(16)}`).join("");
  return [
    `/uploads/${key}`,
    `/uploads/${folder.toUpperCase()}/${file}`,
    `/uploads/${folder}/${file.toUpperCase()}`,
    `/uploads/${encoded}/${file}`,
    `/uploads/%${folder.charCodeAt(0).toString(16).toUpperCase()}${folder.slice(1)}/${file}`,
    `/uploads/${folder}%2F${file}`,
    `/uploads/${folder}%2f${file}`,
    `/uploads/classes/../${key}`,
    `/uploads/classes/%2e%2e/${key}`,
    `/uploads/./${key}`,
    `/uploads//${key}`,
    `/uploads/${folder}//${file}`,
    `/uploads/${folder}/./${file}`,
    `/uploads/${folder}\\${file}`,
    `/uploads/${key}?download=1`,
    `/uploads/${key}/`,
    `/uploads/${key}%00`,
  ];
}

/** The answer to a request, following one kernel redirect to the canonical path. */
async function answer(t: TestApp, method: "GET" | "HEAD", url: string) {
  const res = await t.app.inject({ method, url });
  const redirected = res.statusCode >= 300 && res.statusCode < 400;
  const final = redirected ? await t.app.inject({ method, url: String(res.headers.location) }) : res;
  return { status: final.statusCode, redirected, bytes: final.rawPayload };
}

/**
 * Every spelling of a stored private key under /uploads/ answers exactly as the same spelling of
 * a key never stored (so nothing tells them apart), and that answer is a refusal: a 404, or the
 * 400/403 a malformed path gets whatever it names (an encoded slash, a NUL byte).
 */
async function expectNotPublic(t: TestApp, key: string) {
  const missing = key
    .replace(/\/.*$/, "/1-abcdef000000-960.webp")
    .replace(/^feedback\/.*/, `feedback/${"0".repeat(24)}.png`);
  const missingSpellings = spellings(missing);
  for (const [i, url] of spellings(key).entries()) {
    for (const method of ["GET", "HEAD"] as const) {
      const got = await answer(t, method, url);
      const control = await answer(t, method, missingSpellings[i] as string);
      expect({ status: got.status, redirected: got.redirected }, `${method} ${url}`).toEqual({
        status: control.status,
        redirected: control.redirected,
      });
      expect([400, 403, 404], `${method} ${url}`).toContain(got.status);
      expect(got.bytes.subarray(0, 4).toString("latin1"), url).not.toMatch(/RIFF|\x89PNG/);
    }
  }
  expect((await answer(t, "GET", `/uploads/${key}`)).status).toBe(404);
}

describe.each(["local", "s3"] as const)("private uploads with the %s driver", (driver) => {
  const t = () => apps[driver];

  it("serves an attachment to the conversation's two people, with private caching and 304s", async () => {
    const c = await conversationWithPhoto(t());
    expect(c.url).toBe(`/api/conversations/${c.id}/attachments/${c.file}`);
    for (const entry of c.srcset.split(", ")) {
      expect(entry).toMatch(new RegExp(`^/api/conversations/${c.id}/attachments/${c.id}-[0-9a-f]+-\\d+\\.webp \\d+w$`));
    }
    const bytes = await storedBytes(t(), c.key);
    const first = await c.student.client.get(c.url);
    expectPrivateImage(first, "image/webp", bytes);
    expectPrivateImage(await c.teacher.client.get(c.url), "image/webp", bytes);

    const again = await c.teacher.client.get(c.url, { "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers["cache-control"]).toBe("private, max-age=604800");
    const since = await c.teacher.client.get(c.url, { "if-modified-since": String(first.headers["last-modified"]) });
    expect(since.statusCode).toBe(304);
    const changed = await c.teacher.client.get(c.url, { "if-none-match": '"something-else"' });
    expect(changed.statusCode).toBe(200);
  });

  it("answers 404 to another student, a signed-out visitor and an admin without a report", async () => {
    const c = await conversationWithPhoto(t());
    const other = await signedIn(t().app, t().db);
    expectHidden(await other.client.get(c.url));
    expectHidden(await t().app.inject({ method: "GET", url: c.url }));
    const admin = await signedIn(t().app, t().db, ["admin"]);
    expectHidden(await admin.client.get(c.url));
    // The file of one conversation is not reachable through another the reader belongs to.
    const mine = await conversationWithPhoto(t(), 2);
    expectHidden(await mine.student.client.get(`/api/conversations/${mine.id}/attachments/${c.file}`));
    // A missing file of one's own conversation: the same 404.
    expectHidden(await c.student.client.get(`/api/conversations/${c.id}/attachments/${c.id}-abc123-960.webp`));
  });

  it("serves an attachment to admins once a report names the conversation", async () => {
    const c = await conversationWithPhoto(t());
    const admin = await signedIn(t().app, t().db, ["admin"]);
    expectHidden(await admin.client.get(c.url));
    const thread = (await c.teacher.client.get(`/api/conversations/${c.id}/messages`)).json().data;
    const reported = await c.teacher.client.post("/api/reports", {
      message_id: thread.at(-1).id,
      reason: "This photo is not what it says.",
    });
    expect(reported.statusCode, reported.body).toBe(201);
    expectPrivateImage(await admin.client.get(c.url), "image/webp", await storedBytes(t(), c.key));
    expectHidden(await (await signedIn(t().app, t().db)).client.get(c.url));
  });

  it("never serves an attachment at /uploads/, in any spelling, while public images stay public", async () => {
    const c = await conversationWithPhoto(t());
    await expectNotPublic(t(), c.key);
    const cover = `classes/${randomBytes(4).toString("hex")}-480.webp`;
    await t().app.storage.put(
      cover,
      await sharp(await photo(3))
        .webp()
        .toBuffer(),
      "image/webp",
    );
    const res = await t().app.inject({ method: "GET", url: `/uploads/${cover}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("serves a bug report's screenshot to admins only, never at /uploads/", async () => {
    const key = `feedback/${randomBytes(12).toString("hex")}.png`;
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#c85" } })
      .png()
      .toBuffer();
    await t().app.storage.put(key, png, "image/png");
    const [item] = await t()
      .db.insert(feedbackItems)
      .values({
        kind: "bug_report",
        title: "The list jumps",
        body: "The list jumps to the top.",
        screenshotKey: key,
        screenshotWidth: 300,
        screenshotHeight: 200,
      })
      .returning({ id: feedbackItems.id });
    const id = item?.id as number;
    const url = `/api/admin/feedback/${id}/screenshot`;
    const admin = await signedIn(t().app, t().db, ["admin"]);
    expect((await admin.client.get(`/api/admin/feedback/${id}`)).json().data.screenshot.url).toBe(url);
    const first = await admin.client.get(url);
    expectPrivateImage(first, "image/png", png);
    expect((await admin.client.get(url, { "if-none-match": String(first.headers.etag) })).statusCode).toBe(304);

    const student = await signedIn(t().app, t().db);
    expect((await student.client.get(url)).statusCode).toBe(403);
    expect((await t().app.inject({ method: "GET", url })).statusCode).toBe(401);
    expectHidden(await admin.client.get(`/api/admin/feedback/${id + 1000}/screenshot`));
    await expectNotPublic(t(), key);
  });
});
