import type { UIMatch } from "react-router";

/**
 * A route's `handle.live`: the topics (live-topics.ts) its page shows, fixed or read from its
 * match (a class page names its own class). `export const handle = liveHandle([...])`.
 */
export type LiveTopicsOf = readonly string[] | ((match: UIMatch) => readonly string[]);

export interface LiveHandle {
  live: LiveTopicsOf;
}

export const liveHandle = (live: LiveTopicsOf): LiveHandle => ({ live });

/** Most class channels one page follows (a manager's picker): the first ones listed. */
export const maxClassTopics = 40;

/** The class-page topics (`class:{id}`, so the seat channel) of the classes a page lists. */
export function classTopics(classes: ReadonlyArray<{ id: number }> | undefined): string[] {
  return (classes ?? []).slice(0, maxClassTopics).map((c) => `class:${c.id}`);
}

/** Every topic the open page (all its matched routes) shows. */
export function topicsOfMatches(matches: readonly UIMatch[]): string[] {
  const topics = new Set<string>();
  for (const match of matches) {
    const live = (match.handle as Partial<LiveHandle> | undefined)?.live;
    if (!live) continue;
    for (const t of typeof live === "function" ? live(match) : live) topics.add(t);
  }
  return [...topics];
}
