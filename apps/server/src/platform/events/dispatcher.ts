import type { Db } from "../../db/client.ts";
import { createCoalescer } from "./coalescer.ts";
import type { OutgoingMail, UserNotificationEvent } from "./domain-event.ts";
import type { Broadcast, PendingPush } from "./live-channels.ts";
import type { ScheduleDigest } from "./notification-digest.ts";
import { createNotificationOutbox, type MailQueue } from "./notification-outbox.ts";

export type { MailQueue } from "./notification-outbox.ts";
/** Pushes one live event; absent when no real-time server runs. */
export type LivePublish = (channel: string, event: string, data: unknown) => Promise<void> | void;

export interface DispatcherDeps {
  db: Db;
  appUrl: string;
  /** The durable mail queue; absent (email skipped with a warning) only in tests that leave it out. */
  mailQueue: MailQueue | undefined;
  /** The real-time server's publish; absent when no real-time server runs. */
  livePublish: LivePublish | undefined;
  /** Schedules the batched email of a digestible type; absent in tests that leave it out (then sent at once). */
  scheduleDigest?: ScheduleDigest;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** What a service gets inside its transaction to raise events. */
export interface EventSink {
  /** Stores the notification and queues its email now (same transaction); pushes it after commit. */
  notify(event: UserNotificationEvent): Promise<void>;
  /** `notify` for several at once: one insert stores them all (e.g. inside a lock, where statements count). */
  notifyAll(events: UserNotificationEvent[]): Promise<void>;
  /**
   * Reads now, in one statement, the recipients and email choices of notifications raised later
   * in this transaction, so `notify`/`notifyAll` do not read them then: call it before taking a
   * row lock. A choice changed in between applies from the next notification on.
   */
  prefetch(targets: Array<Pick<UserNotificationEvent, "userId" | "type">>): Promise<void>;
  /**
   * Publishes a live-only event after the commit: `broadcast(liveChannels.newClasses,
   * "class.created", payload)`, the event and payload checked against the contracts' event map.
   */
  broadcast: Broadcast;
  /** Queues an email that is not a notification (e.g. an invitation) in the same transaction. */
  email(mail: OutgoingMail): Promise<void>;
}

export interface EventDispatcher {
  /**
   * Runs `work` in one database transaction with an event sink. Live pushes happen only after
   * the commit; a rollback drops the notifications, the emails and the pushes together.
   */
  transaction<T>(work: (tx: Db, events: EventSink) => Promise<T>): Promise<T>;
}

export function createEventDispatcher(deps: DispatcherDeps): EventDispatcher {
  const coalesced = createCoalescer((e) => publishAll(deps, [e]));
  return {
    async transaction(work) {
      const afterCommit: PendingPush[] = [];
      const result = await deps.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const broadcast: Broadcast = (channel, event, data) => {
          afterCommit.push({ channel: channel.name, event, data, coalesceMs: channel.coalesceMs });
        };
        const outbox = createNotificationOutbox(deps, tx, broadcast);
        const sink: EventSink = {
          notify: (event) => outbox.notifyAll([event]),
          notifyAll: (events) => outbox.notifyAll(events),
          prefetch: (targets) => outbox.prefetch(targets),
          broadcast,
          async email(mail) {
            const queue = deps.mailQueue;
            if (!queue) {
              deps.log.warn({ subject: mail.subject }, "no mail queue registered; email skipped");
              return;
            }
            await queue(tx, mail);
          },
        };
        return work(tx, sink);
      });
      const now = afterCommit.filter((e) => !e.coalesceMs);
      for (const e of afterCommit) if (e.coalesceMs) coalesced.push(e);
      await publishAll(deps, now);
      return result;
    },
  };
}

/** Live pushes are a convenience (the list endpoint is the truth): a failure is logged, not thrown. */
async function publishAll(deps: DispatcherDeps, events: PendingPush[]): Promise<void> {
  if (events.length === 0) return;
  const publish = deps.livePublish;
  if (!publish) return;
  for (const e of events) {
    try {
      await publish(e.channel, e.event, e.data);
    } catch (err) {
      deps.log.error({ err, channel: e.channel, event: e.event }, "live publish failed");
    }
  }
}
