import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildApp } from "../../app.ts";
import { feedbackItems, usedFormTokens } from "../../db/schema/index.ts";
import { runHousekeeping } from "../../platform/housekeeping/housekeeping.ts";
import { sessionClient } from "../../platform/sessions/testing.ts";
import { feedbackKit } from "./feedback.test-kit.ts";
import { formTokenExpiredMessage, formTokenMaxAgeMs } from "./form-token.ts";
import { feedbackPurgers } from "./index.ts";

// Issue 36 point 10 (decision 510): a feedback form token sends one thing. A replay of a send, on
// this instance or another one on the same database, is the 422 of an expired form.

let t: TestApp;
let second: FastifyInstance;
let now = Date.parse("2026-11-25T12:00:00Z");
const advance = (ms: number) => {
  now += ms;
};
const kit = feedbackKit(() => t, advance);

beforeAll(async () => {
  const clock = () => new Date(now);
  t = await createTestApp({ env: { RATE_LIMITS: "off" }, deps: { clock } });
  // A second instance: its own app (own memory), the same database.
  second = await buildApp({ config: t.config, database: t.database, clock });
  await Promise.all([t.app.ready(), second.ready()]);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});
beforeEach(() => advance(60_000));

const idea = (form_token: string) => ({
  title: "Show the anvil weight on class pages",
  description: "I would like to know which anvils the forge has before I book.",
  form_token,
});
const contact = (form_token: string) => ({
  name: "Brigid Smith",
  email: "brigid@example.test",
  topic: "classes",
  message: "Do your beginner classes provide leather aprons, or should I bring one?",
  form_token,
});
const bug = (form_token: string) => ({
  description: "The class list jumps back to the top when I change the theme filter.",
  page_url: "http://localhost:3000/classes",
  form_token,
});
const rows = async () => (await t.db.select({ id: feedbackItems.id }).from(feedbackItems)).length;
const expiredBody = { message: expect.any(String), errors: { form_token: [formTokenExpiredMessage] } };

describe("single-use feedback form tokens", () => {
  it.each([
    ["feature request", "/api/feedback/feature-requests", idea],
    ["contact message", "/api/feedback/contact", contact],
  ] as const)("a %s sent twice with one token is stored once; a fresh token sends again", async (_, url, body) => {
    const c = sessionClient(t.app);
    const token = await kit.token(c);
    const before = await rows();
    expect((await c.post(url, body(token))).statusCode).toBe(201);
    const replay = await c.post(url, body(token));
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toEqual(expiredBody);
    expect(await rows()).toBe(before + 1);
    expect((await c.post(url, body(await kit.token(c)))).statusCode).toBe(201);
    expect(await rows()).toBe(before + 2);
  });

  it("a bug report (multipart) cannot be replayed either", async () => {
    const c = sessionClient(t.app);
    const token = await kit.token(c);
    expect((await kit.postBugReport(c, bug(token))).statusCode).toBe(201);
    const replay = await kit.postBugReport(c, bug(token));
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toEqual(expiredBody);
  });

  it("a send refused after the token check (a screenshot that is not a PNG) leaves the token unspent", async () => {
    const c = sessionClient(t.app);
    const token = await kit.token(c);
    const jpeg = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer();
    const refused = await kit.postBugReport(c, bug(token), { data: jpeg });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(["screenshot"]);
    expect((await kit.postBugReport(c, bug(token))).statusCode).toBe(201);
  });

  it("a token used on one instance is refused on another", async () => {
    const c = sessionClient(t.app);
    const token = await kit.token(c);
    expect((await c.post("/api/feedback/feature-requests", idea(token))).statusCode).toBe(201);
    const elsewhere = sessionClient(second);
    const replay = await elsewhere.post("/api/feedback/feature-requests", idea(token));
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toEqual(expiredBody);
  });

  it("two sends racing with one token store one item", async () => {
    const a = sessionClient(t.app);
    const b = sessionClient(second);
    const token = await kit.token(a);
    const before = await rows();
    const answers = await Promise.all([
      a.post("/api/feedback/contact", contact(token)),
      b.post("/api/feedback/contact", contact(token)),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(await rows()).toBe(before + 1);
  });

  it("housekeeping forgets a used token only once the token itself has expired", async () => {
    const c = sessionClient(t.app);
    const token = await kit.token(c);
    expect((await c.post("/api/feedback/feature-requests", idea(token))).statusCode).toBe(201);
    const id = token.split(".")[1] as string;
    const stored = async () => (await t.db.select().from(usedFormTokens).where(eq(usedFormTokens.id, id))).length;
    expect(await stored()).toBe(1);
    const purge = (at: number) => runHousekeeping(t.db, feedbackPurgers, new Date(at));
    // Earlier tests' tokens, issued hours before on this clock, may go now; this one stays.
    expect(await purge(now + formTokenMaxAgeMs - 60_000)).toHaveProperty("used_form_tokens");
    expect(await stored()).toBe(1);
    expect((await purge(now + formTokenMaxAgeMs + 60_000)).used_form_tokens).toBeGreaterThanOrEqual(1);
    expect(await stored()).toBe(0);
    // By then the token is refused for its age, recorded or not.
    advance(formTokenMaxAgeMs + 60_000);
    const late = await c.post("/api/feedback/feature-requests", idea(token));
    expect(late.json()).toEqual(expiredBody);
  });
});
