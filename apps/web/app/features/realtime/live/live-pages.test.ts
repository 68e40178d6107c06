import { channelPatternOf, liveChannelEvents } from "@guildforge/contracts/channels";
import { notificationTypes } from "@guildforge/contracts/notifications";
import type { UIMatch } from "react-router";
import { describe, expect, it } from "vitest";
import { topicsOfMatches } from "../../../lib/live-data/live-handle";
import { channelOfTopic, topicsOfEvent } from "../../../lib/live-data/live-topics";
import routes from "../../../routes";
import { messageLiveBindings } from "../../messages/live/message-bindings";
import { notificationLiveBindings } from "../../notifications/live/notification-bindings";
import { liveEventPages } from "./live-pages";

interface ConfigRoute {
  path?: string;
  index?: boolean;
  file: string;
  children?: ConfigRoute[];
}

/** Every page path of the route config and its file. */
function flatten(entries: readonly ConfigRoute[], base = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of entries) {
    const path = e.path ? `${base}/${e.path}`.replace(/\/+/g, "/") : base;
    if (e.index || (e.path !== undefined && !e.children?.length)) out.set(path || "/", e.file);
    for (const [p, f] of flatten(e.children ?? [], path)) out.set(p, f);
  }
  return out;
}
const pages = flatten(routes as unknown as ConfigRoute[]);

/** Every live event type: each channel's events, notification.sent split by its type. */
const eventTypes = Object.entries(liveChannelEvents).flatMap(([pattern, events]) =>
  (events as readonly string[]).flatMap((event) =>
    event === "notification.sent" ? notificationTypes.map((t) => `notification.sent ${t}`) : [`${pattern} ${event}`],
  ),
);

/** A sample event of a type, naming class 7. */
function sample(type: string): { pattern: string; event: string; payload: unknown } {
  const [first, second] = type.split(" ") as [string, string];
  if (first === "notification.sent") {
    return { pattern: "private-user.{id}", event: first, payload: { type: second, data: { class_id: 7 } } };
  }
  return { pattern: first, event: second, payload: { class_id: 7, id: 3, status: "approved", change: "reviewed" } };
}

/** What a page's loader data may look like, for routes whose topics read it (class 7 listed). */
const loaderSamples: Record<string, unknown[]> = {
  "/classes/*": [{ kind: "class", item: { id: 7 } }, { kind: "location" }],
  "/manage/applications": [{ classes: [{ id: 7 }] }],
  "/manage/students": [{ classes: [{ id: 7 }] }],
};

const match = (handle: unknown, loaderData: unknown) =>
  ({ id: "x", pathname: "/", params: {}, data: loaderData, loaderData, handle }) as unknown as UIMatch;

async function handleOf(file: string): Promise<unknown> {
  return ((await import(`../../../${file.replace(/\.tsx?$/, "")}`)) as { handle?: unknown }).handle;
}

describe("the event x page table (decision 525)", () => {
  it("has a row for every live event type of the contracts, and no other", () => {
    expect(Object.keys(liveEventPages).sort()).toEqual([...eventTypes].sort());
  });

  it("names only pages of the route config", () => {
    for (const [type, row] of Object.entries(liveEventPages)) {
      for (const path of [...row.loader, ...(row.store ?? []).map((s) => s.path)]) {
        expect(pages.has(path), `${type}: ${path} is a route`).toBe(true);
      }
    }
  });

  it("every loader page declares a topic the event touches, and follows the channel it comes on", async () => {
    const rootHandle = await handleOf("root.tsx");
    for (const [type, row] of Object.entries(liveEventPages)) {
      const { pattern, event, payload } = sample(type);
      const touched = new Set(topicsOfEvent(event, payload));
      for (const path of row.loader) {
        const handle = await handleOf(pages.get(path) as string);
        const refreshed = (loaderSamples[path] ?? [undefined]).some((data) => {
          const topics = topicsOfMatches([match(rootHandle, undefined), match(handle, data)]);
          const hears = topics.some((t) => touched.has(t));
          // A class's seats and the admins' queue come on channels only the pages that want them join.
          const joins =
            pattern !== "class.{id}" && pattern !== "private-admin"
              ? true
              : topics.some((t) => {
                  const channel = channelOfTopic(t);
                  return channel !== null && channelPatternOf(channel) === pattern;
                });
          return hears && joins;
        });
        expect(refreshed, `${path} refreshes on ${type}`).toBe(true);
      }
    }
  }, 120_000);

  it("every store page's store binds the event", () => {
    const bound = {
      notifications: notificationLiveBindings(1, () => {}).map((b) => b.event),
      messages: messageLiveBindings(1).map((b) => b.event),
    };
    for (const [type, row] of Object.entries(liveEventPages)) {
      const { event } = sample(type);
      for (const { path, store } of row.store ?? []) {
        expect(bound[store], `${path} (${store} store) follows ${type}`).toContain(event);
      }
    }
  });
});
