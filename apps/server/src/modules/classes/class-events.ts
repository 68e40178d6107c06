import type { Db } from "../../db/client.ts";
import type { EventSink } from "../../platform/events/dispatcher.ts";

/** What changed on a published class (DOMAIN.md: sessions, venue or price). */
export type ClassChange = "sessions" | "venue" | "price";

/** How each change reads in the notice a student gets (issue 37 point 7: words, not field names). */
export const classChangeWords: Readonly<Record<ClassChange, string>> = {
  sessions: "the schedule",
  venue: "the forge",
  price: "the price",
};

/** '"Forge a knife" changed: the schedule and the price.' */
export function classChangeMessage(title: string, changes: readonly ClassChange[]): string {
  const words = changes.map((c) => classChangeWords[c]);
  const list = words.length > 1 ? `${words.slice(0, -1).join(", ")} and ${words.at(-1)}` : (words[0] ?? "");
  return `"${title}" changed: ${list}.`;
}

/**
 * Domain events of the classes feature. Raised inside the class's transaction, so a handler's
 * writes (e.g. the applications feature notifying every active applicant with
 * `events.notify({ type: "class_change" | "class_cancelled", ... })`) commit or roll back with it.
 */
export interface ClassDomainEvents {
  "class.changed": { classId: number; title: string; url: string; changes: ClassChange[]; message: string };
  "class.cancelled": { classId: number; title: string; url: string; reason: string };
  /** A published class got more seats: waiting students may move up (no notice to everyone). */
  "class.capacity_raised": { classId: number; from: number; to: number };
}
export type ClassEventName = keyof ClassDomainEvents;
export type ClassEventHandler<E extends ClassEventName> = (
  tx: Db,
  events: EventSink,
  payload: ClassDomainEvents[E],
) => Promise<void>;

export interface ClassEvents {
  /** Subscribes a handler (the seam for the applications feature). */
  on<E extends ClassEventName>(event: E, handler: ClassEventHandler<E>): void;
  emit<E extends ClassEventName>(tx: Db, events: EventSink, event: E, payload: ClassDomainEvents[E]): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    /** `app.classEvents.on("class.changed" | "class.cancelled", (tx, events, payload) => ...)`. */
    classEvents: ClassEvents;
  }
}

export function createClassEvents(): ClassEvents {
  const handlers = new Map<ClassEventName, Array<ClassEventHandler<ClassEventName>>>();
  return {
    on(event, handler) {
      const list = handlers.get(event) ?? [];
      list.push(handler as unknown as ClassEventHandler<ClassEventName>);
      handlers.set(event, list);
    },
    async emit(tx, events, event, payload) {
      for (const h of handlers.get(event) ?? []) await h(tx, events, payload as ClassDomainEvents[ClassEventName]);
    },
  };
}

/** Decorates `app.classEvents` on the root instance (call from buildApp before the routes). */
export function registerClassEvents(app: { decorate(name: "classEvents", value: ClassEvents): unknown }) {
  app.decorate("classEvents", createClassEvents());
}
