import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { rowsOf } from "../../db/rows.ts";
import { idempotentRequests } from "../../db/schema/index.ts";
import {
  makeClass,
  makePlaces,
  postVenue,
  type SignedIn,
  signedIn,
} from "../../modules/classes/classes.test-helpers.ts";
import { idempotencyRepository } from "./idempotency.repository.ts";
import { requestFingerprint } from "./idempotency-plugin.ts";

// The Idempotency-Key contract of every signed-in write (decision 057), through a write that is
// not idempotent by itself: publishing a draft answers 409 the second time. PGlite by default,
// PostgreSQL with TEST_DB=postgres.
let t: TestApp;
let teacher: SignedIn;
let forge: number;
/** Per key: the record's completed_at at the moment the answer was being sent. */
const seenAtSend = new Map<string, Date | null>();

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" }, deps: { idempotency: { waitMs: 600, staleMs: 5_000 } } });
  // Runs after the platform's onSend: what a retry would find while the answer is going out.
  t.app.addHook("onSend", async (req, _reply, payload) => {
    const key = req.headers["idempotency-key"];
    if (typeof key === "string" && key.startsWith("sent-") && req.user) {
      seenAtSend.set(key, (await idempotencyRepository.find(t.db, req.user.id, key))?.completedAt ?? null);
    }
    return payload;
  });
  await t.app.ready();
  const city = await makePlaces(t, "ik");
  teacher = await signedIn(t, ["instructor"]);
  forge = (await postVenue(teacher, city, "Key Forge")).json().data.id;
}, 60_000);
afterAll(() => t?.close());

const publish = (who: SignedIn, id: number, key?: string) =>
  who.client.post(`/api/classes/${id}/publish`, undefined, key ? { "idempotency-key": key } : {});
const draft = (title: string, body: Record<string, unknown> = {}) =>
  makeClass(teacher, { title, venue_id: forge, ...body }, { draft: true });

describe("Idempotency-Key on signed-in writes", () => {
  it("a retry with the same key gets the first answer again, marked replayed, without writing twice", async () => {
    const c = await draft("Replayed publish");
    const first = await publish(teacher, c.id, "pub-1");
    expect(first.statusCode).toBe(200);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    const again = await publish(teacher, c.id, "pub-1");
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.headers["content-type"]).toMatch(/^application\/json/);
    expect(again.json()).toEqual(first.json());
    // A new attempt (new key, or none) is a new request: the draft is no longer a draft.
    expect((await publish(teacher, c.id, "pub-2")).statusCode).toBe(409);
    expect((await publish(teacher, c.id)).statusCode).toBe(409);
  });

  it("records a 2xx answer before sending it, so a process killed right after still replays it (decision 421)", async () => {
    const c = await draft("Recorded before sent");
    const res = await publish(teacher, c.id, "sent-1");
    expect(res.statusCode).toBe(200);
    expect(seenAtSend.get("sent-1")).toBeInstanceOf(Date);
  });

  it("an attempt that failed is forgotten: its retry runs again", async () => {
    const c = await draft("Publish after fixing", { venue_id: null });
    const refused = await publish(teacher, c.id, "pub-fix");
    expect(refused.statusCode).toBe(422);
    expect((await teacher.client.patch(`/api/classes/${c.id}`, { venue_id: forge })).statusCode).toBe(200);
    const retried = await publish(teacher, c.id, "pub-fix");
    expect(retried.statusCode).toBe(200);
    expect(retried.headers["idempotent-replayed"]).toBeUndefined();
  });

  it("the same key for another request is a 422 naming the key; keys are per user", async () => {
    const a = await draft("Key owner A");
    const b = await draft("Key owner B");
    expect((await publish(teacher, a.id, "shared-key")).statusCode).toBe(200);
    const reused = await publish(teacher, b.id, "shared-key");
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toHaveProperty("idempotency_key");

    const other = await signedIn(t, ["instructor"]);
    const created = await other.client.post(
      "/api/classes",
      {
        title: "Another author's class",
        summary: "Hands-on forging.",
        theme: "knife-making",
        skill_level: "beginner",
        sessions: [],
        capacity: 4,
        price_cents: 0,
        currency: "USD",
      },
      { "idempotency-key": "shared-key" },
    );
    expect(created.statusCode).toBe(201);
    expect(created.headers["idempotent-replayed"]).toBeUndefined();
  });

  it("a retry racing the first attempt waits for it and gets its answer", async () => {
    const c = await draft("Raced publish");
    const [one, two] = await Promise.all([publish(teacher, c.id, "race-1"), publish(teacher, c.id, "race-1")]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect([one.headers["idempotent-replayed"], two.headers["idempotent-replayed"]].filter(Boolean)).toEqual(["true"]);
  });

  it("waits for an unfinished first attempt, then 409; takes over one whose process died", async () => {
    const c = await draft("Stuck publish");
    const url = `/api/classes/${c.id}/publish`;
    const fingerprint = requestFingerprint("POST", url, undefined);
    const now = new Date();
    // Another instance started this key a moment ago and has not answered yet.
    await idempotencyRepository.claim(t.db, teacher.user.id, "stuck", fingerprint, now);
    const waiting = await publish(teacher, c.id, "stuck");
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().error.message).toMatch(/still being processed/);

    // The same attempt, started long ago and never finished: its instance died; run it again.
    await t.db
      .update(idempotentRequests)
      .set({ createdAt: new Date(now.getTime() - 60_000) })
      .where(and(eq(idempotentRequests.userId, teacher.user.id), eq(idempotentRequests.key, "stuck")));
    const taken = await publish(teacher, c.id, "stuck");
    expect(taken.statusCode).toBe(200);
    const replay = await publish(teacher, c.id, "stuck");
    expect(replay.headers["idempotent-replayed"]).toBe("true");
  });

  it("leaves requests without a key, and signed-out requests, alone", async () => {
    const c = await draft("No key");
    expect((await publish(teacher, c.id)).statusCode).toBe(200);
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/classes/${c.id}/publish`,
      headers: { "idempotency-key": "anon" },
    });
    expect(anonymous.statusCode).toBeGreaterThanOrEqual(400);
    expect(anonymous.headers["idempotent-replayed"]).toBeUndefined();
  });

  it("is parsed once by the platform (req.idempotencyKey): the creating routes see it, an overlong one is a 400", async () => {
    const city = await makePlaces(t, "ik2");
    const created = await teacher.client.post(
      "/api/venues",
      { name: "Keyed Forge", address: "2 Forge Lane, Town", location_path: city, lat: 51.5, lng: -0.1 },
      { "idempotency-key": "  venue-key-1  " },
    );
    expect(created.statusCode).toBe(201);
    const [row] = rowsOf<{ key: string }>(
      await t.db.execute(sql`select idempotency_key as key from venues where id = ${created.json().data.id}`),
    );
    expect(row?.key).toBe("venue-key-1");
    const overlong = await teacher.client.post(
      "/api/venues",
      { name: "Overlong", address: "3 Forge Lane, Town", location_path: city, lat: 51.5, lng: -0.1 },
      { "idempotency-key": "k".repeat(201) },
    );
    expect(overlong.statusCode).toBe(400);
    expect(overlong.json()).toEqual({
      error: {
        message: "The Idempotency-Key header is too long (at most 200 characters).",
        code: "BAD_REQUEST",
        status: 400,
      },
    });
  });
});
