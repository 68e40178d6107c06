import { AsyncLocalStorage } from "node:async_hooks";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import type { Database } from "../../db/client.ts";
import { conversations, messages } from "../../db/schema/index.ts";
import { createClass, signedIn } from "../applications/testing.ts";
import type { DigestJob } from "./message-digest.ts";
import { createMessagesService } from "./messages.service.ts";
import { sendRepository } from "./send.repository.ts";

let t: TestApp;
const scope = new AsyncLocalStorage<string[]>();

/** Counts the SQL statements issued inside `scope` at the driver (BEGIN/COMMIT included), PGlite or pg. */
function spyOnDriver(database: Database) {
  const note = (q: unknown) =>
    scope.getStore()?.push(typeof q === "string" ? q : String((q as { text?: string })?.text));
  type Runner = Record<string, (...a: unknown[]) => Promise<unknown>>;
  const wrap = (target: Runner) => {
    for (const method of ["query", "exec"]) {
      const original = target[method]?.bind(target);
      if (original)
        target[method] = (...args: unknown[]) => {
          note(args[0]);
          return original(...args);
        };
    }
  };
  const lite = database.pglite as unknown as Runner | undefined;
  if (lite) {
    wrap(lite);
    const transaction = lite.transaction?.bind(lite) as (cb: (tx: Runner) => Promise<unknown>) => Promise<unknown>;
    lite.transaction = (cb: unknown) =>
      transaction(async (tx) => {
        note("BEGIN");
        wrap(tx);
        const result = await (cb as (tx: Runner) => Promise<unknown>)(tx);
        note("COMMIT");
        return result;
      });
    return () => {};
  }
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const query = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    note(args[0]);
    return query.apply(this, args);
  };
  return () => {
    proto.query = query;
  };
}

let unspy = () => {};
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
  unspy = spyOnDriver(t.database);
});
afterAll(async () => {
  unspy();
  await t?.close();
});

async function pair() {
  const teacher = await signedIn(t.app, t.db, ["instructor"]);
  const student = await signedIn(t.app, t.db);
  const res = await student.client.post("/api/conversations", { user_id: teacher.user.id, body: "Hello" });
  expect(res.statusCode).toBe(201);
  return { teacher, student, id: res.json().data.conversation.id as number };
}

describe("the send path (decisions 267, 268)", () => {
  it("sends in four statements and schedules the recipient's digest only when none is pending", async () => {
    const { teacher, student, id } = await pair();
    const jobs: DigestJob[] = [];
    const service = createMessagesService({
      db: t.db,
      events: t.app.events,
      now: () => new Date(),
      digest: { schedule: async (_tx, job) => void jobs.push(job) },
    });
    // The teacher answers (the student's opening message already claimed the teacher's digest).
    const user = { id: teacher.user.id, roles: ["instructor" as const], emailVerified: true, sessionId: "x" };
    const statements: string[] = [];
    const sent = await scope.run(statements, () => service.send(user, id, "Is there parking?", [], null));
    // Lookup, BEGIN, one append statement, COMMIT (12 before decision 267; 5 before 268, with
    // a query for the answer's view).
    expect(statements).toHaveLength(4);
    expect(sent.message.body).toBe("Is there parking?");
    expect(sent.conversation.other.id).toBe(student.user.id);
    expect(jobs).toEqual([{ conversationId: id, userId: student.user.id }]);
    // The student's digest is pending now: the next message joins it, no second job.
    await service.send(user, id, "And gloves?", [], null);
    expect(jobs).toHaveLength(1);
  });

  it("writes nothing and answers undefined when either side blocked the other", async () => {
    const { teacher, student, id } = await pair();
    await teacher.client.post(`/api/users/${student.user.id}/block`, {});
    const target = await sendRepository.target(t.db, id, student.user.id);
    expect(target).toMatchObject({ id, other_id: teacher.user.id, blocked_by_me: false, blocked_by_other: true });
    const before = await t.db.select().from(messages).where(eq(messages.conversationId, id));
    const done = await sendRepository.append(
      t.db,
      {
        conversationId: id,
        senderId: student.user.id,
        body: "Still there?",
        attachments: [],
        via: "web",
        idempotencyKey: null,
        emailMessageId: null,
        createdAt: new Date(),
      },
      teacher.user.id,
      true,
    );
    expect(done).toBeUndefined();
    expect(await t.db.select().from(messages).where(eq(messages.conversationId, id))).toHaveLength(before.length);
    expect(await sendRepository.target(t.db, id, (await signedIn(t.app, t.db)).user.id)).toBeUndefined();
  });

  it("moves the conversation's activity forward only: a send that commits after a newer one does not set it back", async () => {
    const { teacher, student, id } = await pair();
    const send = (createdAt: Date, body: string) =>
      sendRepository.append(
        t.db,
        {
          conversationId: id,
          senderId: student.user.id,
          body,
          attachments: [],
          via: "web",
          idempotencyKey: null,
          emailMessageId: null,
          createdAt,
        },
        teacher.user.id,
        false,
      );
    const newer = new Date(Date.now() + 60_000);
    await send(newer, "sent second, committed first");
    await send(new Date(newer.getTime() - 3), "sent first, committed second");
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row?.lastMessageAt?.toISOString()).toBe(newer.toISOString());
  });

  it("answers what a fresh read of the conversation shows, without reading it again", async () => {
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const student = await signedIn(t.app, t.db);
    const cls = await createClass(t.db, { instructorId: teacher.user.id });
    const started = await student.client.post("/api/conversations", {
      user_id: teacher.user.id,
      class_id: cls.id,
      body: "Hello",
    });
    const id = started.json().data.conversation.id as number;
    await teacher.client.post(`/api/conversations/${id}/read`, {});
    await teacher.client.post(`/api/conversations/${id}/messages`, { body: "Welcome!" });
    const service = createMessagesService({ db: t.db, events: t.app.events, now: () => new Date() });
    const user = { id: student.user.id, roles: ["student" as const], emailVerified: true, sessionId: "x" };
    const sent = await service.send(user, id, "Thank you", [], "key-1");

    const list = await student.client.get("/api/conversations");
    const fresh = (list.json().data as Array<{ id: number }>).find((c) => c.id === id);
    expect(sent.conversation).toEqual(fresh);
    expect(sent.conversation).toMatchObject({ class: { id: cls.id }, unread_count: 0, can_send: true });
    const thread = await student.client.get(`/api/conversations/${id}/messages`);
    const mine = (thread.json().data as Array<{ id: number }>).find((m) => m.id === sent.message.id);
    expect(sent.message).toEqual(mine);
    expect(sent.message.read_at).toBeNull();

    // The same key again (past the platform's claim): the first message, nothing written twice.
    const again = await service.send(user, id, "Thank you", [], "key-1");
    expect(again.message.id).toBe(sent.message.id);
    expect(await t.db.select().from(messages).where(eq(messages.conversationId, id))).toHaveLength(3);
  });
});
