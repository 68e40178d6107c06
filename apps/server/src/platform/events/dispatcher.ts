import type { Db } from "../../db/client.ts";
import type { OutgoingMail, UserNotificationEvent } from "./domain-event.ts";
import { type Broadcast, liveChannels, type PendingPush } from "./live-channels.ts";
import { presentNotification } from "./notification.presenter.ts";
import { notificationEmail } from "./notification-email.ts";
import { notificationStore } from "./notification-store.repository.ts";

/** Queues an email durably inside the caller's transaction (rolled back with it). */
export type MailQueue = (tx: Db, mail: OutgoingMail) => Promise<void>;
/** Pushes one live event; absent when no real-time server runs. */
export type LivePublish = (channel: string, event: string, data: unknown) => Promise<void> | void;

export interface DispatcherDeps {
  db: Db;
  appUrl: string;
  /** The durable mail queue; absent (email skipped with a warning) only in tests that leave it out. */
  mailQueue: MailQueue | undefined;
  /** The real-time server's publish; absent when no real-time server runs. */
  livePublish: LivePublish | undefined;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** What a service gets inside its transaction to raise events. */
export interface EventSink {
  /** Stores the notification and queues its email now (same transaction); pushes it after commit. */
  notify(event: UserNotificationEvent): Promise<void>;
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
  return {
    async transaction(work) {
      const afterCommit: PendingPush[] = [];
      const result = await deps.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const sink: EventSink = {
          async notify(event) {
            const row = await notificationStore.insert(tx, event);
            sink.broadcast(liveChannels.user(event.userId), "notification.sent", presentNotification(row));
            const recipient = await notificationStore.recipient(tx, event.userId);
            if (!recipient || recipient.suspended) return;
            if (!(await notificationStore.wantsEmail(tx, event.userId, event.type))) return;
            const queue = deps.mailQueue;
            if (!queue) {
              deps.log.warn({ type: event.type, userId: event.userId }, "no mail queue registered; email skipped");
              return;
            }
            const mail = notificationEmail({
              to: recipient.email,
              name: recipient.name,
              title: event.title,
              message: event.message,
              url: event.data.url,
              appUrl: deps.appUrl,
            });
            await queue(tx, event.replyTo ? { ...mail, replyTo: event.replyTo } : mail);
          },
          broadcast(channel, event, data) {
            afterCommit.push({ channel: channel.name, event, data });
          },
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
      await publishAll(deps, afterCommit);
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
