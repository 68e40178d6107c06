import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { notificationPreferences, notifications, users } from "../../db/schema/index.ts";
import { readOutbox } from "../mail/outbox.ts";
import { createEventDispatcher, type LivePublish } from "./dispatcher.ts";
import type { OutgoingMail } from "./domain-event.ts";
import { liveChannels } from "./live-channels.ts";

const created = { title: "x", instructor: "Ada", price: null, url: "/classes/1-x" };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
});
afterAll(() => t?.close());

interface Published {
  channel: string;
  event: string;
  data: unknown;
  /** Whether the notification row was visible outside the transaction when the push happened. */
  committed: boolean;
}

function harness(opts: { live?: boolean; failLive?: boolean; mail?: boolean } = {}) {
  const mails: OutgoingMail[] = [];
  const published: Published[] = [];
  const live: LivePublish = async (channel, event, data) => {
    if (opts.failLive) throw new Error("socket server down");
    const id = (data as { id?: number }).id ?? 0;
    const rows = await t.db.select().from(notifications).where(eq(notifications.id, id));
    published.push({ channel, event, data, committed: rows.length === 1 });
  };
  const log = { warn: vi.fn(), error: vi.fn() };
  const dispatcher = createEventDispatcher({
    db: t.db,
    appUrl: "https://guildforge.example",
    mailQueue: opts.mail === false ? undefined : async (_tx, mail) => void mails.push(mail),
    livePublish: opts.live === false ? undefined : live,
    log,
  });
  return { dispatcher, mails, published, log };
}

const event = (userId: number, type: "application_status" | "message_received" = "application_status") => ({
  userId,
  type,
  title: "Application accepted",
  message: "You are in: Intro to knife making.",
  data: { status: "accepted", url: "/classes/42-intro-to-knife-making" },
});

describe("event dispatcher", () => {
  it("stores the notification, queues its email and pushes notification.sent after the commit", async () => {
    const user = await createUser(t.db);
    const h = harness();
    await h.dispatcher.transaction(async (_tx, events) => {
      await events.notify(event(user.id));
      expect(h.published).toHaveLength(0); // nothing leaves before the commit
    });
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: "application_status", title: "Application accepted", readAt: null });
    expect(rows[0]?.data).toEqual({ status: "accepted", url: "/classes/42-intro-to-knife-making" });
    expect(h.mails).toHaveLength(1);
    expect(h.mails[0]?.to).toBe(user.email);
    expect(h.mails[0]?.subject).toBe("Application accepted");
    expect(h.mails[0]?.text).toContain("https://guildforge.example/classes/42-intro-to-knife-making");
    expect(h.published).toEqual([
      {
        channel: `private-user.${user.id}`,
        event: "notification.sent",
        data: expect.objectContaining({ id: rows[0]?.id, read_at: null, type: "application_status" }),
        committed: true,
      },
    ]);
  });

  it("skips the email when the user's preference for the type is off", async () => {
    const user = await createUser(t.db);
    await t.db.insert(notificationPreferences).values({ userId: user.id, type: "application_status", email: false });
    const h = harness();
    await h.dispatcher.transaction((_tx, events) => events.notify(event(user.id)));
    expect(h.mails).toHaveLength(0);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(1);
    expect(h.published).toHaveLength(1);
  });

  it("emails message_received by default (the digest batches them), and not once the user opts out", async () => {
    const user = await createUser(t.db);
    const h = harness();
    await h.dispatcher.transaction((_tx, events) => events.notify(event(user.id, "message_received")));
    expect(h.mails).toHaveLength(1);
    await t.db.insert(notificationPreferences).values({ userId: user.id, type: "message_received", email: false });
    await h.dispatcher.transaction((_tx, events) => events.notify(event(user.id, "message_received")));
    expect(h.mails).toHaveLength(1);
  });

  it("does not email a suspended user", async () => {
    const user = await createUser(t.db);
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));
    const h = harness();
    await h.dispatcher.transaction((_tx, events) => events.notify(event(user.id)));
    expect(h.mails).toHaveLength(0);
  });

  it("drops the row, the email and the push when the transaction rolls back", async () => {
    const user = await createUser(t.db);
    const mailsSeen: OutgoingMail[] = [];
    const h = harness();
    await expect(
      h.dispatcher.transaction(async (_tx, events) => {
        await events.notify(event(user.id));
        mailsSeen.push(...h.mails);
        throw new Error("the service changed its mind");
      }),
    ).rejects.toThrow("the service changed its mind");
    expect(mailsSeen).toHaveLength(1); // handed to the (transactional) queue ...
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(0);
    expect(h.published).toHaveLength(0); // ... but nothing was pushed
  });

  it("notifyAll stores several in one go and emails each as notify would; a batched type schedules one batch", async () => {
    const [a, b, off] = await Promise.all([createUser(t.db), createUser(t.db), createUser(t.db)]);
    await t.db.insert(notificationPreferences).values({ userId: off.id, type: "application_status", email: false });
    const scheduled: Array<{ userId: number; type: string }> = [];
    const h = harness();
    const d = createEventDispatcher({
      db: t.db,
      appUrl: "https://guildforge.example",
      mailQueue: async (_tx, mail) => void h.mails.push(mail),
      livePublish: async (channel, event, data) => void h.published.push({ channel, event, data, committed: true }),
      scheduleDigest: async (_tx, job) => void scheduled.push(job),
      log: h.log,
    });
    const received = (userId: number) => ({ ...event(userId), type: "application_received" as const });
    await d.transaction(async (_tx, events) => {
      await events.prefetch([{ userId: a.id, type: "application_status" }]);
      await events.notifyAll([event(a.id), event(off.id), received(b.id), received(b.id)]);
    });
    const stored = await t.db.select().from(notifications).where(eq(notifications.userId, b.id));
    expect(stored).toHaveLength(2);
    expect(stored.every((n) => n.emailPendingAt !== null)).toBe(true);
    expect(h.mails.map((m) => m.to)).toEqual([a.email]); // off opted out; b's wait for the batch
    expect(scheduled).toEqual([{ userId: b.id, type: "application_received" }]);
    expect(h.published.map((p) => p.channel)).toEqual([a.id, off.id, b.id, b.id].map((id) => `private-user.${id}`));
    // A later one for b finds the two waiting: no second batch.
    await d.transaction((_tx, events) => events.notify(received(b.id)));
    expect(scheduled).toHaveLength(1);
  });

  it("still commits when no real-time server runs or the push fails", async () => {
    const user = await createUser(t.db);
    const none = harness({ live: false });
    await none.dispatcher.transaction((_tx, events) => events.notify(event(user.id)));
    const failing = harness({ failLive: true });
    await failing.dispatcher.transaction((_tx, events) => events.notify(event(user.id)));
    expect(failing.log.error).toHaveBeenCalledOnce();
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(2);
  });

  it("publishes broadcast events after the commit only", async () => {
    const h = harness();
    const seen: string[] = [];
    const live: LivePublish = (channel, name) => void seen.push(`${channel}:${name}`);
    const d = createEventDispatcher({
      db: t.db,
      appUrl: "https://guildforge.example",
      mailQueue: undefined,
      livePublish: live,
      log: h.log,
    });
    await expect(
      d.transaction(async (_tx, events) => {
        events.broadcast(liveChannels.newClasses, "class.created", created);
        throw new Error("rollback");
      }),
    ).rejects.toThrow();
    expect(seen).toEqual([]);
    await d.transaction(async (_tx, events) => {
      events.broadcast(liveChannels.newClasses, "class.created", created);
    });
    expect(seen).toEqual(["new-classes:class.created"]);
  });
});

describe("app.events wiring", () => {
  it("queues the email on the app's durable mail queue, delivered to the outbox", async () => {
    const user = await createUser(t.db);
    await t.app.ready();
    await t.app.events.transaction((_tx, events) => events.notify(event(user.id)));
    await vi.waitFor(
      async () => {
        const mail = (await readOutbox(t.config.dataDir)).find((m) => m.to === user.email);
        expect(mail?.subject).toBe("Application accepted");
        expect(mail?.text).toContain(`${t.config.appUrl}/classes/42-intro-to-knife-making`);
      },
      { timeout: 15_000, interval: 200 },
    );
  });
});
