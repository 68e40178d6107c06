import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { postFile } from "../../../test/multipart.ts";
import { rowsOf } from "../../db/rows.ts";
import { messageReports, users } from "../../db/schema/index.ts";
import { startSmtpPeer } from "../../platform/mail/testing-smtp.ts";
import { signedIn } from "../applications/testing.ts";
import { startConversation } from "./messages.test-kit.ts";

// Decision 503: moderation blames the right person. A message is reported against its author, a
// conversation against the other person the reporter names; the admin sees who wrote what, the
// decision acts on the stored reported user only, the reporter's answer carries no email, reports
// are limited per user, and an admin reads only the images of the messages a report covers.

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ env: { RATE_LIMITS: "off", SMTP_URL: smtp.url } });
  await t.app.ready();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const emailPattern = /[^\s"<>]+@[^\s"<>]+\.[a-z]+/i;
const reportRows = (conversationId: number) =>
  t.db.select().from(messageReports).where(eq(messageReports.conversationId, conversationId));

/** A conversation where the student wrote first and the instructor answered; both message ids. */
async function exchange() {
  const c = await startConversation(t, "Is the class suitable for beginners?");
  const thread = (await c.student.client.get(`/api/conversations/${c.id}/messages`)).json().data;
  const studentMessage = thread[0].id as number;
  const rude = await c.teacher.client.post(`/api/conversations/${c.id}/messages`, { body: "Something rude" });
  expect(rude.statusCode).toBe(201);
  return { ...c, studentMessage, teacherMessage: rude.json().data.message.id as number };
}

describe("whom a report names", () => {
  it("names a message's author, never the reporter: one's own message is refused (422) and stores nothing", async () => {
    const c = await exchange();
    // The instructor reports the student's message: the student is named, whoever is "the other side".
    const ok = await c.teacher.client.post("/api/reports", {
      message_id: c.studentMessage,
      reason: "This message was out of line.",
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.reported_user).toEqual({ id: c.student.user.id, name: c.student.user.name });

    // The student reports their own message: before decision 503 this named the instructor.
    const own = await c.student.client.post("/api/reports", {
      message_id: c.studentMessage,
      reason: "Reporting my own words to get them in trouble.",
    });
    expect(own.statusCode, own.body).toBe(422);
    expect(own.json().errors.message_id).toEqual(["You can only report a message someone else wrote."]);

    // A message's report cannot name someone else than its author.
    const other = await c.student.client.post("/api/reports", {
      message_id: c.teacherMessage,
      reported_user_id: c.student.user.id,
      reason: "The instructor was rude to me here.",
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.reported_user_id[0]).toMatch(/person who wrote it/);
    const rows = await reportRows(c.id);
    expect(rows.map((r) => [r.reporterId, r.reportedUserId])).toEqual([[c.teacher.user.id, c.student.user.id]]);
  });

  it("names the other person of a reported conversation, by default or when named; anyone else is a 422", async () => {
    const c = await exchange();
    const outsider = await signedIn(t.app, t.db);
    for (const named of [outsider.user.id, c.student.user.id]) {
      const res = await c.student.client.post("/api/reports", {
        conversation_id: c.id,
        reported_user_id: named,
        reason: "The replies were rude and off topic.",
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.reported_user_id).toEqual(["Choose the other person in this conversation."]);
    }
    expect(await reportRows(c.id)).toEqual([]);
    const named = await c.student.client.post("/api/reports", {
      conversation_id: c.id,
      reported_user_id: c.teacher.user.id,
      reason: "The replies were rude and off topic.",
    });
    expect(named.statusCode, named.body).toBe(201);
    const byDefault = await c.teacher.client.post("/api/reports", {
      conversation_id: c.id,
      reason: "The student keeps writing at night.",
    });
    expect(byDefault.statusCode, byDefault.body).toBe(201);
    expect(named.json().data.reported_user.id).toBe(c.teacher.user.id);
    expect(byDefault.json().data.reported_user.id).toBe(c.student.user.id);
  });

  it("answers the reporter without any email, and only them for GET /api/reports/{id}", async () => {
    const c = await exchange();
    const res = await c.student.client.post("/api/reports", {
      message_id: c.teacherMessage,
      reason: "This message was rude.",
    });
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toMatch(emailPattern);
    expect(res.json().data).toMatchObject({ status: "open", message_id: c.teacherMessage, conversation_id: c.id });
    const id = res.json().data.id;
    const mine = await c.student.client.get(`/api/reports/${id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).not.toMatch(emailPattern);
    // The reported person, another student and an admin (who reads the queue instead): 404.
    expect((await c.teacher.client.get(`/api/reports/${id}`)).statusCode).toBe(404);
    expect((await (await signedIn(t.app, t.db)).client.get(`/api/reports/${id}`)).statusCode).toBe(404);
    expect((await (await signedIn(t.app, t.db, ["admin"])).client.get(`/api/reports/${id}`)).statusCode).toBe(404);
  });
});

describe("the admin's view and decision", () => {
  it("shows reporter, reported user and each message's author, nothing sent after the report", async () => {
    const c = await exchange();
    const rep = await c.student.client.post("/api/reports", {
      conversation_id: c.id,
      reported_user_id: c.teacher.user.id,
      reason: "The replies were rude and off topic.",
    });
    expect(rep.statusCode).toBe(201);
    await c.teacher.client.post(`/api/conversations/${c.id}/messages`, { body: "Written after the report" });
    const admin = await signedIn(t.app, t.db, ["admin"]);
    const res = await admin.client.get(`/api/admin/reports/${rep.json().data.id}`);
    expect(res.statusCode).toBe(200);
    const r = res.json().data;
    expect(r.reporter).toEqual({ id: c.student.user.id, name: c.student.user.name, email: c.student.user.email });
    expect(r.reported_user).toEqual({ id: c.teacher.user.id, name: c.teacher.user.name, email: c.teacher.user.email });
    expect(
      r.context.map((m: { body: string; author: { id: number; name: string }; reported: boolean }) => [
        m.body,
        m.author,
        m.reported,
      ]),
    ).toEqual([
      ["Is the class suitable for beginners?", { id: c.student.user.id, name: c.student.user.name }, true],
      ["Something rude", { id: c.teacher.user.id, name: c.teacher.user.name }, true],
    ]);
    const queue = (await admin.client.get("/api/admin/reports")).json().data;
    expect(queue.find((q: { id: number }) => q.id === r.id)).toEqual(r);
  });

  it("suspends and warns the stored reported user only, whatever else the body says", async () => {
    const c = await exchange();
    const admin = await signedIn(t.app, t.db, ["admin"]);
    const report = async () => {
      const res = await c.teacher.client.post("/api/reports", {
        message_id: c.studentMessage,
        reason: "This message was out of line.",
      });
      expect(res.statusCode).toBe(201);
      return res.json().data.id as number;
    };
    const warned = await admin.client.post(`/api/admin/reports/${await report()}/decision`, {
      action: "warn",
      user_id: c.teacher.user.id,
      reported_user_id: c.teacher.user.id,
    });
    expect(warned.statusCode, warned.body).toBe(200);
    await smtp.waitFor(c.student.user.email, /A warning about your messages/);
    expect(smtp.received.filter((m) => m.to.includes(c.teacher.user.email))).toEqual([]);

    const suspended = await admin.client.post(`/api/admin/reports/${await report()}/decision`, {
      action: "suspend",
      user_id: c.teacher.user.id,
    });
    expect(suspended.statusCode).toBe(200);
    const people = await t.db
      .select({ id: users.id, suspendedAt: users.suspendedAt })
      .from(users)
      .where(sql`${users.id} in (${c.teacher.user.id}, ${c.student.user.id})`);
    expect(Object.fromEntries(people.map((p) => [p.id, p.suspendedAt !== null]))).toEqual({
      [c.teacher.user.id]: false,
      [c.student.user.id]: true,
    });
  });
});

describe("an admin's access to a reported conversation's images", () => {
  const photo = (n: number) =>
    sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 40 * n, g: 90, b: 40 } } })
      .jpeg()
      .toBuffer();
  const sendPhoto = async (who: { client: Parameters<typeof postFile>[1] }, id: number, n: number) => {
    const res = await postFile(
      t.app,
      who.client,
      `/api/conversations/${id}/messages`,
      { field: "attachments", data: await photo(n), type: "image/jpeg", name: `p${n}.jpg` },
      { body: `Photo ${n}` },
    );
    expect(res.statusCode, res.body).toBe(201);
    const m = res.json().data.message;
    const srcset = String(m.attachments[0].srcset ?? "")
      .split(",")
      .map((e: string) => e.trim().split(" ")[0] ?? "")
      .filter((u) => u !== "");
    return { id: m.id as number, urls: [m.attachments[0].url as string, ...srcset] };
  };
  const status = async (admin: { client: { get: (u: string) => Promise<{ statusCode: number }> } }, urls: string[]) =>
    Promise.all(urls.map(async (u) => (await admin.client.get(u)).statusCode));

  it("covers the reported message's images only, not other messages nor later ones", async () => {
    const c = await startConversation(t, "May I show you my tongs?");
    const first = await sendPhoto(c.student, c.id, 1);
    const second = await sendPhoto(c.student, c.id, 2);
    const rep = await c.teacher.client.post("/api/reports", {
      message_id: first.id,
      reason: "This photo is not okay.",
    });
    expect(rep.statusCode).toBe(201);
    const later = await sendPhoto(c.student, c.id, 3);
    const admin = await signedIn(t.app, t.db, ["admin"]);
    expect(new Set(await status(admin, first.urls))).toEqual(new Set([200]));
    expect(new Set(await status(admin, [...second.urls, ...later.urls]))).toEqual(new Set([404]));
    // The people of the conversation still see every image.
    expect(new Set(await status(c.teacher, later.urls))).toEqual(new Set([200]));
    expect(path.basename(first.urls[0] as string).startsWith(`${c.id}-`)).toBe(true);
  });

  it("covers a reported conversation's images up to the report, not its future", async () => {
    const c = await startConversation(t, "May I show you my tongs?");
    const before = await sendPhoto(c.student, c.id, 4);
    const rep = await c.teacher.client.post("/api/reports", {
      conversation_id: c.id,
      reason: "These photos are not okay.",
    });
    expect(rep.statusCode).toBe(201);
    const after = await sendPhoto(c.student, c.id, 5);
    const admin = await signedIn(t.app, t.db, ["admin"]);
    expect(new Set(await status(admin, before.urls))).toEqual(new Set([200]));
    expect(new Set(await status(admin, after.urls))).toEqual(new Set([404]));
  });
});

describe("reports per user", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp();
    await limited.app.ready();
  });
  afterAll(() => limited?.close());

  it("takes 10 reports a day from one person, then answers 429 in the SPEC's shape with a message", async () => {
    const c = await startConversation(limited, "Is the class suitable for beginners?");
    const send = () =>
      c.student.client.post("/api/reports", { conversation_id: c.id, reason: "The replies were rude and off topic." });
    for (let i = 0; i < 10; i++) expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: {
        message:
          "You have sent many reports today. Please try again tomorrow, or write to us through the contact page if it is urgent.",
        code: expect.any(String),
        status: 429,
      },
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    const [n] = rowsOf<{ n: number }>(
      await limited.db.execute(
        sql`select count(*)::int as n from message_reports where reporter_id = ${c.student.user.id}`,
      ),
    );
    expect(n?.n).toBe(10);
    // Another person is not held by the first one's count.
    const other = await c.teacher.client.post("/api/reports", {
      conversation_id: c.id,
      reason: "The student was rude too.",
    });
    expect(other.statusCode).toBe(201);
  });
});
