import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { feedbackItems } from "../../db/schema/index.ts";
import { startSmtpPeer } from "../../platform/mail/testing-smtp.ts";
import { sessionClient } from "../../platform/sessions/testing.ts";
import { feedbackKit, xssStrings } from "./feedback.test-kit.ts";

let t: TestApp;
let limited: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let now = Date.parse("2026-11-25T12:00:00Z");
const advance = (ms: number) => {
  now += ms;
};
const kit = feedbackKit(() => t, advance);
const limitedKit = feedbackKit(() => limited, advance);
let admin: Awaited<ReturnType<typeof kit.signedIn>>;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  const clock = () => new Date(now);
  t = await createTestApp({ env: { RATE_LIMITS: "off", SMTP_URL: smtp.url }, deps: { clock } });
  limited = await createTestApp({ env: { RATE_LIMITS: "on" }, deps: { clock } });
  await Promise.all([t.app.ready(), limited.app.ready()]);
  admin = await kit.signedIn(["admin"]);
});
afterAll(async () => {
  await t?.close();
  await limited?.close();
  await smtp?.close();
});
beforeEach(() => advance(1000));

const idea = (token: string, extra: Record<string, unknown> = {}) => ({
  title: "Show the anvil weight on class pages",
  description: "I would like to know which anvils the forge has before I book.",
  form_token: token,
  ...extra,
});
const contact = (token: string, extra: Record<string, unknown> = {}) => ({
  name: "Brigid Smith",
  email: "brigid@example.test",
  topic: "classes",
  message: "Do your beginner classes provide leather aprons, or should I bring one?",
  form_token: token,
  ...extra,
});
const rows = async () => (await t.db.select({ id: feedbackItems.id }).from(feedbackItems)).length;

describe("feature requests and contact messages", () => {
  it("stores a signed-out feature request with an optional email, and a signed-in one with the account", async () => {
    const visitor = sessionClient(t.app);
    const res = await visitor.post("/api/feedback/feature-requests", idea(await kit.token(visitor)));
    expect(res.statusCode, res.body).toBe(201);
    const member = await kit.signedIn();
    const mine = await member.client.post("/api/feedback/feature-requests", idea(await kit.token(member.client)));
    expect(mine.statusCode).toBe(201);
    const a = (await admin.client.get(`/api/admin/feedback/${res.json().data.id}`)).json().data;
    const b = (await admin.client.get(`/api/admin/feedback/${mine.json().data.id}`)).json().data;
    expect(a).toMatchObject({ kind: "feature_request", email: null, user: null, can_reply: false });
    expect(b).toMatchObject({ email: member.user.email, user: { id: member.user.id }, can_reply: true });
  });

  it("stores a signed-out contact message and refuses missing or bad fields with the 422 body", async () => {
    const c = sessionClient(t.app);
    const ok = await c.post("/api/feedback/contact", contact(await kit.token(c)));
    expect(ok.statusCode, ok.body).toBe(201);
    const before = await rows();
    const bad = await c.post(
      "/api/feedback/contact",
      contact(await kit.token(c), { email: "not-an-address", message: " ", topic: "gossip", name: "" }),
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["email", "message", "name", "topic"]);
    expect(bad.json().message).toBe("Please fix 4 validation errors");
    const noEmail = await c.post("/api/feedback/contact", contact(await kit.token(c), { email: undefined }));
    expect(noEmail.json().errors.email).toEqual(["Enter your email address so we can answer."]);
    const honey = await c.post("/api/feedback/contact", contact(await kit.token(c), { website: "buy now" }));
    expect(Object.keys(honey.json().errors)).toEqual(["website"]);
    const res = await c.get("/api/feedback/form-token");
    const fast = await c.post("/api/feedback/contact", contact(res.json().data.token));
    expect(fast.json().errors.form_token[0]).toMatch(/very quick/);
    expect(await rows()).toBe(before);
  });

  it("keeps XSS strings as text in every field", async () => {
    const c = sessionClient(t.app);
    const [a = "", b = "", d = ""] = xssStrings;
    const res = await c.post(
      "/api/feedback/contact",
      contact(await kit.token(c), { name: a.slice(0, 90), message: `${b}\n${d}` }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const item = (await admin.client.get(`/api/admin/feedback/${res.json().data.id}`)).json().data;
    expect(item.name).toBe(a.slice(0, 90));
    expect(item.body).toBe(`${b}\n${d}`);
  });
});

describe("the admin inbox", () => {
  it("is for admins only: 401 signed out, 403 for others", async () => {
    expect((await sessionClient(t.app).get("/api/admin/feedback")).statusCode).toBe(401);
    const student = await kit.signedIn();
    expect((await student.client.get("/api/admin/feedback")).statusCode).toBe(403);
    expect((await student.client.get("/api/admin/feedback/1")).statusCode).toBe(403);
    expect((await student.client.patch("/api/admin/feedback/1", { status: "done" })).statusCode).toBe(403);
    expect((await student.client.post("/api/admin/feedback/1/reply", { message: "Hi there" })).statusCode).toBe(403);
  });

  it("lists every kind newest first, filters by kind and status, and changes status", async () => {
    const c = sessionClient(t.app);
    const sent = await c.post(
      "/api/feedback/contact",
      contact(await kit.token(c), { message: "Filter me, please: contact." }),
    );
    const id = sent.json().data.id as number;
    const all = (await admin.client.get("/api/admin/feedback")).json();
    expect(all.data[0].id).toBe(id);
    expect(new Set(all.data.map((i: { kind: string }) => i.kind))).toEqual(new Set(["feature_request", "contact"]));
    const ideas = (await admin.client.get("/api/admin/feedback?kind=feature_request")).json().data;
    expect(ideas.length).toBeGreaterThan(0);
    expect(ideas.every((i: { kind: string }) => i.kind === "feature_request")).toBe(true);

    const done = await admin.client.patch(`/api/admin/feedback/${id}`, { status: "done" });
    expect(done.json().data.status).toBe("done");
    const doneList = (await admin.client.get("/api/admin/feedback?status=done")).json().data;
    expect(doneList.map((i: { id: number }) => i.id)).toEqual([id]);
    expect((await admin.client.get("/api/admin/feedback?status=closed")).statusCode).toBe(422);
    expect((await admin.client.patch(`/api/admin/feedback/${id}`, { status: "closed" })).statusCode).toBe(422);
    expect((await admin.client.get("/api/admin/feedback/999999")).statusCode).toBe(404);
  });

  it("replies to the sender by email (escaped), keeps the reply and triages a new item", async () => {
    const c = sessionClient(t.app);
    const sent = await c.post(
      "/api/feedback/contact",
      contact(await kit.token(c), { email: "reply-to-me@example.test" }),
    );
    const id = sent.json().data.id as number;
    const message = "Thanks! Aprons are provided.\n\n<b>bold?</b> <script>alert(1)</script>";
    const res = await admin.client.post(`/api/admin/feedback/${id}/reply`, { message });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: "triaged", replies: [{ body: message, by: admin.user.name }] });
    const mail = await smtp.waitFor("reply-to-me@example.test", /Re: Classes and bookings/);
    expect(mail.body).toContain("Aprons are provided");
    const html = mail.body.slice(mail.body.indexOf("text/html"));
    expect(mail.body.indexOf("text/html")).toBeGreaterThan(0);
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain("<script>");

    const anon = sessionClient(t.app);
    const noAddress = await anon.post("/api/feedback/feature-requests", idea(await kit.token(anon)));
    const refused = await admin.client.post(`/api/admin/feedback/${noAddress.json().data.id}/reply`, {
      message: "Hello",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/no email address/);
    const empty = await admin.client.post(`/api/admin/feedback/${id}/reply`, { message: "  " });
    expect(empty.statusCode).toBe(422);
  });
});

describe("rate limits", () => {
  it("refuses a sixth message from one email address within the hour with a 429", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const c = sessionClient(limited.app);
      const res = await c.post(
        "/api/feedback/contact",
        contact(await limitedKit.token(c), {
          email: "chatty@example.test",
          message: `Question number ${i + 1} about aprons.`,
        }),
      );
      codes.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().error.message).toMatch(/this email address/);
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      }
    }
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("refuses more than ten messages an hour from one IP address, whatever the email", async () => {
    advance(2 * 60 * 60 * 1000);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const c = sessionClient(limited.app);
      const res = await c.post(
        "/api/feedback/contact",
        contact(await limitedKit.token(c), { email: `sender${i}@example.test` }),
      );
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
