import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { users } from "../db/schema/index.ts";
import { signedIn } from "../modules/applications/testing.ts";
import { sessionClient } from "./sessions/testing.ts";

// Issue 36 point 10 (decision 510), through the API: a name or a message of invisible characters
// only is a 422 with a message for people, and bidi controls never reach the database.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
});
afterAll(() => t?.close());

/** Zero-width space, Hangul filler, braille blank, soft hyphen, word joiner, and a right-to-left override. */
const invisibleOnly = "\u200B\u3164\u2800\u00AD\u2060\u202E";

describe("names and messages of invisible characters", () => {
  it("POST /api/register refuses a name that shows nothing and stores a name without its bidi overrides", async () => {
    const registration = (name: string, email: string) => ({
      name,
      email,
      password: "quench the tongs at dawn 48",
      password_confirmation: "quench the tongs at dawn 48",
    });
    const refused = await sessionClient(t.app).post(
      "/api/register",
      registration(invisibleOnly, "invisible@example.test"),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ name: ["Enter a name with visible letters."] });
    expect(await t.db.select().from(users).where(eq(users.email, "invisible@example.test"))).toEqual([]);
    const created = await sessionClient(t.app).post(
      "/api/register",
      registration("\u202EBrigid\u202C Smith", "brigid@example.test"),
    );
    expect(created.statusCode, created.body).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, "brigid@example.test"));
    expect(row?.name).toBe("Brigid Smith");
  });

  it("PATCH /api/user refuses a name that shows nothing and stores a name without its bidi overrides", async () => {
    const { client } = await signedIn(t.app, t.db);
    const refused = await client.patch("/api/user", { name: invisibleOnly });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ name: ["Enter a name with visible letters."] });
    const renamed = await client.patch("/api/user", { name: "\u202EAda\u202C Lovelace\u2066" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.name).toBe("Ada Lovelace");
    expect((await client.get("/api/user")).json().name).toBe("Ada Lovelace");
  });

  it("a message that shows nothing starts no conversation and is not sent; bidi isolates are removed", async () => {
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const student = await signedIn(t.app, t.db);
    const refused = await student.client.post("/api/conversations", { user_id: teacher.user.id, body: invisibleOnly });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ body: ["Enter a message with visible text."] });
    expect((await student.client.get("/api/conversations")).json().data).toEqual([]);

    const started = await student.client.post("/api/conversations", {
      user_id: teacher.user.id,
      body: "Is the \u2067apron\u2069 included?",
    });
    expect(started.statusCode, started.body).toBe(201);
    const conversationId = started.json().data.conversation.id as number;
    const again = await student.client.post(`/api/conversations/${conversationId}/messages`, {
      body: `\n${invisibleOnly}\n`,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ body: ["Enter a message with visible text."] });
    const thread = await teacher.client.get(`/api/conversations/${conversationId}/messages`);
    expect(thread.json().data.map((m: { body: string }) => m.body)).toEqual(["Is the apron included?"]);
  });
});
