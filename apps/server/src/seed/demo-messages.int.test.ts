import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { rowsOf } from "../db/rows.ts";
import { applications, users } from "../db/schema/index.ts";
import { sessionClient } from "../platform/sessions/testing.ts";
import { seedDemoApplications } from "./demo-applications.ts";
import { seedDemoClasses } from "./demo-classes.ts";
import { seedDemoMessages } from "./demo-messages.ts";
import { seedDemoPeople } from "./demo-people.ts";
import { seedDemoUsers } from "./demo-users.ts";

interface Conv {
  id: number;
  other: { name: string };
  class: { id: number; title: string } | null;
  unread_count: number;
  last_message: { sender_id: number } | null;
}
interface Msg {
  sender_id: number;
  body: string;
  sent_at: string;
  read_at: string | null;
}

let t: TestApp;
const counts = async () =>
  rowsOf<{ c: number; m: number }>(
    await t.db.execute(
      sql`select (select count(*)::int from conversations) as c, (select count(*)::int from messages) as m`,
    ),
  )[0];
let afterFirst: { c: number; m: number } | undefined;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await seedDemoUsers(t.db);
  await seedDemoPeople(t.db);
  await seedDemoClasses(t.db, t.app.storage);
  await seedDemoApplications(t.db);
  await seedDemoMessages(t.db);
  afterFirst = await counts();
  await seedDemoMessages(t.db); // safe to run again
  await t.app.ready();
}, 120_000);
afterAll(() => t?.close());

async function as(email: string) {
  const client = sessionClient(t.app);
  await client.login(email, "anvil-demo-pass");
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const list = (await client.get("/api/conversations")).json();
  return { client, me: row?.id, list: list.data as Conv[], unreadTotal: list.meta.unread_total as number };
}

async function thread(client: Awaited<ReturnType<typeof as>>["client"], id: number): Promise<Msg[]> {
  return (await client.get(`/api/conversations/${id}/messages?limit=50`)).json().data;
}

it("does not duplicate anything on a second run", async () => {
  expect(afterFirst?.c).toBe(5);
  expect(await counts()).toEqual(afterFirst);
});

it("gives the demo student conversations with the instructor, the host and the admin about real classes, some unread", async () => {
  const sam = await as("student@guildforge.test");
  const names = sam.list.map((c) => c.other.name);
  expect(names).toEqual(expect.arrayContaining(["Ingrid Hammerfell", "Hector Bellows", "Ada Ironside"]));
  expect(sam.list.filter((c) => c.class !== null).length).toBeGreaterThanOrEqual(2);
  // Two replies from the instructor and one from the forge about the waitlist are unread.
  expect(sam.unreadTotal).toBe(3);
  expect((await sam.client.get("/api/conversations/unread-count")).json().unread_count).toBe(3);
  expect(sam.list.every((c) => c.last_message !== null)).toBe(true);

  for (const c of sam.list) {
    const msgs = await thread(sam.client, c.id);
    expect(msgs.length).toBeGreaterThanOrEqual(4);
    expect(msgs.length).toBeLessThanOrEqual(12);
    expect(new Set(msgs.map((m) => m.sender_id)).size).toBe(2);
    // Over the past days (oldest first), none in the future.
    const sent = msgs.map((m) => new Date(m.sent_at).getTime());
    expect([...sent].sort((a, b) => a - b)).toEqual(sent);
    expect(sent.every((s) => s <= Date.now())).toBe(true);
    // The unread count is the tail of the other person's messages.
    const unread = msgs.slice(msgs.length - c.unread_count);
    expect(unread.every((m) => m.sender_id !== sam.me)).toBe(true);
  }
  const ingrid = sam.list.find((c) => c.other.name === "Ingrid Hammerfell");
  expect(ingrid?.unread_count).toBe(2);
  expect(ingrid?.class).not.toBeNull();
});

it("opens the instructor and host threads true to the student's application to that class", async () => {
  const sam = await as("student@guildforge.test");
  for (const name of ["Ingrid Hammerfell", "Hector Bellows"]) {
    const c = sam.list.find((x) => x.other.name === name && x.unread_count !== 1);
    const [first] = await thread(sam.client, c?.id ?? 0);
    expect(first?.body).toContain(c?.class?.title);
    const [app] = await t.db
      .select({ status: applications.status })
      .from(applications)
      .where(and(eq(applications.studentId, sam.me ?? 0), eq(applications.classId, c?.class?.id ?? 0)));
    const phrase = { accepted: "I'm booked on", pending: "I've applied for" }[app?.status ?? ""] ?? "thinking of";
    expect(first?.body).toContain(phrase);
  }
});

it("shows 'Seen' on the student's last message to the host, and the class's title in the thread", async () => {
  const sam = await as("student@guildforge.test");
  const hosted = sam.list.find(
    (c) => c.other.name === "Hector Bellows" && c.unread_count === 0 && c.last_message?.sender_id === sam.me,
  );
  expect(hosted).toBeDefined();
  const last = (await thread(sam.client, hosted?.id ?? 0)).at(-1);
  expect(last?.body).toMatch(/see you there/i);
  expect(last?.read_at).not.toBeNull();
  expect(hosted?.class?.title).toBeTruthy();
});

it("gives the instructor and the host their own conversation, all read", async () => {
  const ingrid = await as("instructor@guildforge.test");
  expect(ingrid.list.map((c) => c.other.name)).toEqual(expect.arrayContaining(["Sam Quench"]));
  const host = await as("host@guildforge.test");
  expect(host.list.map((c) => c.other.name)).toEqual(expect.arrayContaining(["Sam Quench"]));
  const withHost = ingrid.list.find((c) => c.other.name === "Hector Bellows");
  expect(withHost?.unread_count).toBe(0);
  expect(withHost?.class).not.toBeNull();
  // The instructor and the host have read everything the student sent them.
  expect(host.list.filter((c) => c.other.name === "Sam Quench").every((c) => c.unread_count === 0)).toBe(true);
});
