import { vi } from "vitest";

/** What each method answers, call by call; an Error in the list is thrown instead. */
export interface ScriptedReplies {
  get?: unknown[];
  post?: unknown[];
  patch?: unknown[];
}

/**
 * For unit tests of stores: an API client stand-in whose methods answer from their own list of
 * replies, in order, and record their calls (`expect(api.post).toHaveBeenCalledWith(...)`).
 */
export function scriptedApi(replies: ScriptedReplies = {}) {
  const gets = [...(replies.get ?? [])];
  const posts = [...(replies.post ?? [])];
  const patches = [...(replies.patch ?? [])];
  const take = async (queue: unknown[]) => {
    const next = queue.shift();
    if (next instanceof Error) throw next;
    return next;
  };
  return {
    get: vi.fn((_path: string, _options?: unknown) => take(gets)),
    post: vi.fn((_path: string, _body?: unknown, _options?: unknown) => take(posts)),
    patch: vi.fn((_path: string, _body?: unknown, _options?: unknown) => take(patches)),
  };
}
