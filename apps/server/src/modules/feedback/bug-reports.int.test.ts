import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { feedbackItems, notifications } from "../../db/schema/index.ts";
import { startSmtpPeer } from "../../platform/mail/testing-smtp.ts";
import { sessionClient } from "../../platform/sessions/testing.ts";
import { feedbackKit, xssStrings } from "./feedback.test-kit.ts";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let now = Date.parse("2026-11-25T12:00:00Z");
const kit = feedbackKit(
  () => t,
  (ms) => {
    now += ms;
  },
);
let admin: Awaited<ReturnType<typeof kit.signedIn>>;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ env: { RATE_LIMITS: "off", SMTP_URL: smtp.url }, deps: { clock: () => new Date(now) } });
  await t.app.ready();
  admin = await kit.signedIn(["admin"]);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const page = "http://localhost:3000/classes?theme=knife-making";
const fields = (token: string, extra: Record<string, string> = {}) => ({
  description: "The class list jumps back to the top when I change the theme filter.",
  page_url: page,
  user_agent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0",
  viewport: "1280x720",
  form_token: token,
  ...extra,
});
const rowCount = async () => (await t.db.select({ id: feedbackItems.id }).from(feedbackItems)).length;

/** Sends one bad report and checks the 422 names `field`, and that neither a row nor a file was left. */
async function refused(
  field: string,
  extra: Record<string, string>,
  file?: { data: Buffer; type?: string },
  message?: RegExp,
) {
  const c = sessionClient(t.app);
  const before = { rows: await rowCount(), files: (await kit.storedScreenshots()).length };
  const res = await kit.postBugReport(c, fields(await kit.token(c), extra), file);
  expect(res.statusCode, res.body).toBe(422);
  const body = res.json();
  expect(Object.keys(body.errors)).toContain(field);
  if (message) expect(body.errors[field].join(" ")).toMatch(message);
  expect(await rowCount()).toBe(before.rows);
  expect((await kit.storedScreenshots()).length).toBe(before.files);
  return body;
}

describe("bug reports", () => {
  beforeEach(() => {
    now += 60_000;
  });

  it("stores a signed-in report with its screenshot, blacks out the hidden rectangle, and tells the admins", async () => {
    const reporter = await kit.signedIn();
    const annotations = [
      { type: "hide", x: 20, y: 30, w: 100, h: 50 },
      { type: "highlight", x: 200, y: 100, w: 80, h: 80 },
    ];
    const res = await kit.postBugReport(
      reporter.client,
      fields(await kit.token(reporter.client), { annotations: JSON.stringify(annotations) }),
      { data: await kit.png(400, 300) },
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    expect(res.json().data).toEqual({ id, kind: "bug_report", status: "new" });

    const item = (await admin.client.get(`/api/admin/feedback/${id}`)).json().data;
    expect(item).toMatchObject({
      kind: "bug_report",
      status: "new",
      page_url: page,
      viewport: "1280x720",
      user: { id: reporter.user.id, name: reporter.user.name },
      email: reporter.user.email,
      can_reply: true,
      screenshot: { width: 400, height: 300, annotations },
    });
    // Only admins read it, on its authorised route (decision 380); the stored key is private.
    expect(item.screenshot.url).toBe(`/api/admin/feedback/${id}/screenshot`);
    const served = await admin.client.get(item.screenshot.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toMatch(/^private, /);
    expect((await reporter.client.get(item.screenshot.url)).statusCode).toBe(403);
    const file = served.rawPayload;
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    expect(at(20, 30)).toEqual([0, 0, 0]);
    expect(at(119, 79)).toEqual([0, 0, 0]);
    expect(at(70, 55)).toEqual([0, 0, 0]);
    expect(at(121, 55)).toEqual([200, 120, 60]);
    expect(at(240, 140)).toEqual([200, 120, 60]); // highlighted, not hidden

    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.user.id), eq(notifications.type, "feedback_received")));
    expect(notes.map((n) => n.data)).toContainEqual(expect.objectContaining({ url: `/admin/feedback?item=${id}` }));
    const mail = await smtp.waitFor(admin.user.email, /New bug report/);
    expect(mail.body).toContain("The class list jumps back to the top");
  });

  it("accepts a signed-out report without a screenshot", async () => {
    const c = sessionClient(t.app);
    const res = await kit.postBugReport(c, fields(await kit.token(c), { email: "Visitor@Example.test" }));
    expect(res.statusCode, res.body).toBe(201);
    const item = (await admin.client.get(`/api/admin/feedback/${res.json().data.id}`)).json().data;
    expect(item).toMatchObject({ user: null, email: "visitor@example.test", screenshot: null, can_reply: true });
  });

  it("refuses a screenshot that is not a PNG (JPEG bytes named screenshot.png)", async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer();
    await refused("screenshot", {}, { data: jpeg }, /PNG/);
    await refused("screenshot", {}, { data: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>") }, /PNG/);
  });

  it("refuses a truncated PNG", async () => {
    const whole = await sharp({
      create: {
        width: 600,
        height: 400,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    await refused("screenshot", {}, { data: whole.subarray(0, Math.floor(whole.length / 2)) }, /damaged|incomplete/);
  });

  it("refuses an oversized screenshot, by dimensions and by bytes", async () => {
    await refused("screenshot", {}, { data: await kit.png(4097, 10) }, /at most 4096 x 8192/);
    const huge = Buffer.concat([(await kit.png(10, 10)).subarray(0, 8), Buffer.alloc(8 * 1024 * 1024 + 10)]);
    await refused("screenshot", {}, { data: huge }, /larger than 8 MB/);
  });

  it("refuses a content type other than PNG", async () => {
    await refused("screenshot", {}, { data: await kit.png(), type: "image/jpeg" }, /PNG/);
  });

  it("refuses rectangles out of bounds, too small, badly typed, or without a screenshot", async () => {
    const png = await kit.png(400, 300);
    const rect = (r: Record<string, unknown>) => ({
      annotations: JSON.stringify([{ type: "hide", x: 0, y: 0, w: 10, h: 10, ...r }]),
    });
    await refused("annotations", rect({ x: 395, w: 10 }), { data: png }, /outside the 400 x 300/);
    await refused("annotations", rect({ y: 250, h: 51 }), { data: png }, /outside/);
    await refused("annotations", rect({ x: -1 }), { data: png });
    await refused("annotations", rect({ w: 0.5 }), { data: png }, /1 pixel/);
    await refused("annotations", rect({ type: "blur" }), { data: png }, /highlight or hide/);
    await refused("annotations", { annotations: "not json" }, { data: png }, /could not be read/);
    await refused("annotations", rect({}), undefined, /need a screenshot/);
  });

  it("refuses an empty or whitespace description and a missing page address", async () => {
    await refused("description", { description: "" });
    await refused("description", { description: "   \n  " });
    await refused("page_url", { page_url: "" });
    await refused("page_url", { page_url: "javascript:alert(1)" });
  });

  it("refuses a multipart body without a boundary with a 400, not a 500", async () => {
    // Found by the fuzz suite (proof/fuzz.ts): @fastify/busboy's errors carry no status.
    const c = sessionClient(t.app);
    await c.get("/api/csrf-cookie");
    const headers = {
      accept: "application/json",
      cookie: [...c.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; "),
      "x-xsrf-token": c.cookies.get("XSRF-TOKEN") ?? "",
    };
    const bodies = [
      { type: "multipart/form-data", payload: "{}" },
      { type: "multipart/form-data; charset=utf-8", payload: "--x\r\n" },
    ];
    for (const { type, payload } of bodies) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/feedback/bug-reports",
        headers: { ...headers, "content-type": type },
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        error: { message: "The form could not be read. Please send it again.", code: "BAD_REQUEST", status: 400 },
      });
    }
  });

  it("refuses the honeypot, a too-fast fill, and a forged or missing form token", async () => {
    await refused("website", { website: "http://spam.example" });
    const c = sessionClient(t.app);
    const quick = await kit.postBugReport(c, fields(await kit.token(c, 500)));
    expect(quick.statusCode).toBe(422);
    expect(quick.json().errors.form_token[0]).toMatch(/very quick/);
    const token = await kit.token(c);
    await refused(
      "form_token",
      { form_token: `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}` },
      undefined,
      /expired/,
    );
    await refused("form_token", { form_token: "" });
    now += 25 * 60 * 60 * 1000;
    const stale = await kit.postBugReport(c, fields(token));
    expect(stale.statusCode).toBe(422);
  });

  it("stores XSS strings as plain text and escapes them in the admins' email", async () => {
    const c = sessionClient(t.app);
    const description = xssStrings.join("\n");
    const res = await kit.postBugReport(c, fields(await kit.token(c), { description }));
    expect(res.statusCode, res.body).toBe(201);
    const reader = await kit.signedIn(["admin"]); // the earlier admin's session has timed out by now
    const item = (await reader.client.get(`/api/admin/feedback/${res.json().data.id}`)).json().data;
    expect(item.body).toBe(description);
    const mail = await vi.waitFor(
      () => {
        const m = smtp.received.find((r) => r.to.includes(admin.user.email) && r.body.includes("alert("));
        if (!m) throw new Error("no mail with the report yet");
        return m;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(mail.body.indexOf("text/html")).toBeGreaterThan(0);
    const html = mail.body.slice(mail.body.indexOf("text/html"));
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toMatch(/<script|<img src=x|<svg onload/);
  });
});
