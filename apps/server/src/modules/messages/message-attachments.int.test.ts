import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { imageMaxBytes, messageMaxAttachments } from "@guildforge/contracts";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { messages } from "../../db/schema/index.ts";
import type { SessionClient } from "../../platform/sessions/testing.ts";
import { signedIn } from "../applications/testing.ts";
import { startConversation } from "./messages.test-kit.ts";

// POST /api/conversations/{id}/messages as multipart (issue 17 points 2 and 6): up to 4 images,
// each decoded and re-encoded to WebP through the image pipeline (metadata dropped); a 5th image
// or a non-image is a 422 naming `attachments`, and nothing is stored: no message, no file.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
});
afterAll(() => t?.close());

type Upload = { data: Buffer; type: string; name: string; field?: string };

async function postForm(
  client: SessionClient,
  id: number,
  fields: Record<string, string>,
  files: Upload[],
  extra: Record<string, string> = {},
) {
  if (!client.cookies.has("XSRF-TOKEN")) await client.get("/api/csrf-cookie");
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const f of files)
    form.append(f.field ?? "attachments", new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return t.app.inject({
    method: "POST",
    url: `/api/conversations/${id}/messages`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      "content-type": request.headers.get("content-type") ?? "",
      accept: "application/json",
      "x-requested-with": "XMLHttpRequest",
      cookie: [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; "),
      "x-xsrf-token": client.cookies.get("XSRF-TOKEN") ?? "",
      ...extra,
    },
  });
}

/** A JPEG carrying EXIF (camera and copyright), as phones send them. */
async function photo(width: number, height: number, n = 0): Promise<Upload> {
  const data = await sharp({ create: { width, height, channels: 3, background: { r: 40 * n, g: 90, b: 30 } } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneCo", Copyright: "Sam Quench" } })
    .toBuffer();
  return { data, type: "image/jpeg", name: `photo-${n}.jpg` };
}

const conversation = () => startConversation(t, "Hello! May I send you photos of my tongs?");

const messagesDir = () => path.join(t.config.dataDir, "uploads", "messages");
const filesOf = (id: number) =>
  existsSync(messagesDir()) ? readdirSync(messagesDir()).filter((f) => f.startsWith(`${id}-`)) : [];
const countMessages = async (id: number) =>
  (await t.db.select({ id: messages.id }).from(messages).where(eq(messages.conversationId, id))).length;

describe("message attachments", () => {
  it("stores up to 4 images re-encoded to WebP without their metadata, and the recipient sees them", async () => {
    const { teacher, student, id } = await conversation();
    const files = await Promise.all([photo(1200, 900, 1), photo(800, 600, 2), photo(400, 300, 3), photo(300, 300, 4)]);
    const res = await postForm(student.client, id, { body: "Here they are, front and back." }, files);
    expect(res.statusCode).toBe(201);
    const sent = res.json().data.message;
    expect(sent.body).toBe("Here they are, front and back.");
    expect(sent.attachments).toHaveLength(messageMaxAttachments);
    for (const a of sent.attachments as Array<{ url: string; srcset: string; width: number }>) {
      expect(a.url).toMatch(new RegExp(`^/api/conversations/${id}/attachments/${id}-[0-9a-f]+-\\d+\\.webp$`));
      for (const entry of a.srcset.split(", ")) {
        const url = entry.split(" ")[0] ?? "";
        expect(url).toMatch(new RegExp(`^/api/conversations/${id}/attachments/`));
        const meta = await sharp(path.join(messagesDir(), path.basename(url))).metadata();
        expect(meta.format).toBe("webp");
        expect(meta.exif).toBeUndefined();
      }
    }
    // Never enlarged: the 300 px photo stays 300 px wide.
    expect(sent.attachments.map((a: { width: number }) => a.width)).toEqual([960, 800, 400, 300]);

    const thread = (await teacher.client.get(`/api/conversations/${id}/messages`)).json().data;
    expect(thread.at(-1).attachments).toEqual(sent.attachments);
    const list = (await teacher.client.get("/api/conversations")).json().data;
    expect(list.find((c: { id: number }) => c.id === id).last_message.excerpt).toBe("Here they are, front and back.");
  });

  it("refuses a 5th image with a 422 naming the attachments, storing no message and no file", async () => {
    const { student, id } = await conversation();
    const before = await countMessages(id);
    const files = await Promise.all([1, 2, 3, 4, 5].map((n) => photo(400, 300, n)));
    const res = await postForm(student.client, id, { body: "Five photos" }, files);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual(expect.any(String));
    expect(res.json().errors.attachments[0]).toMatch(/4 images/);
    expect(await countMessages(id)).toBe(before);
    expect(filesOf(id)).toEqual([]);
  });

  it("refuses a non-image (whatever its name and type say) after a good image, storing nothing", async () => {
    const { student, id } = await conversation();
    const before = await countMessages(id);
    const fake = { data: Buffer.from("%PDF-1.4 not a picture at all"), type: "image/png", name: "tongs.png" };
    const res = await postForm(student.client, id, { body: "A photo and a file" }, [await photo(400, 300), fake]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.attachments).toEqual(["Upload a JPEG, PNG, WebP, GIF or AVIF image."]);
    expect(await countMessages(id)).toBe(before);
    expect(filesOf(id)).toEqual([]);
  });

  it("refuses a file over the size limit (413) after a good image, storing nothing", async () => {
    const { student, id } = await conversation();
    const before = await countMessages(id);
    const big = { data: Buffer.alloc(imageMaxBytes + 1024, 7), type: "image/jpeg", name: "huge.jpg" };
    const res = await postForm(student.client, id, { body: "A big one" }, [await photo(400, 300), big]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: "PAYLOAD_TOO_LARGE", status: 413 });
    expect(await countMessages(id)).toBe(before);
    expect(filesOf(id)).toEqual([]);
  });

  it("removes the stored images when the message itself is refused (body too long)", async () => {
    const { student, id } = await conversation();
    const before = await countMessages(id);
    const res = await postForm(student.client, id, { body: "x".repeat(5001) }, [await photo(400, 300)]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.body).toBeDefined();
    expect(await countMessages(id)).toBe(before);
    expect(filesOf(id)).toEqual([]);
  });

  it("replays a retried multipart send (same Idempotency-Key) without storing its images again", async () => {
    const { student, id } = await conversation();
    const key = { "idempotency-key": `attach-${id}` };
    const first = await postForm(student.client, id, { body: "Retry me" }, [await photo(400, 300, 1)], key);
    expect(first.statusCode).toBe(201);
    const again = await postForm(student.client, id, { body: "Retry me" }, [await photo(400, 300, 2)], key);
    expect(again.json().data.message).toEqual(first.json().data.message);
    expect(await countMessages(id)).toBe(2);
    const kept = (first.json().data.message.attachments as Array<{ url: string }>).map((a) => path.basename(a.url));
    expect(filesOf(id)).toEqual(kept);
  });

  it("refuses a file in another field (422) and uploads from someone outside the conversation (404)", async () => {
    const { student, id } = await conversation();
    const other = await photo(400, 300);
    const wrong = await postForm(student.client, id, { body: "Hi" }, [{ ...other, field: "image" }]);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.attachments).toEqual(["Attach images in the field named attachments."]);
    const outsider = await signedIn(t.app, t.db);
    const res = await postForm(outsider.client, id, { body: "Let me in" }, [other]);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: "NOT_FOUND", status: 404 });
    expect(filesOf(id)).toEqual([]);
  });
});
