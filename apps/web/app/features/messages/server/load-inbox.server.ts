import {
  type Conversation,
  conversationsResponseSchema,
  instructorsResponseSchema,
  threadResponseSchema,
} from "@guildforge/contracts";
import { data, type RouterContextProvider } from "react-router";
import { loadJson, loadJsonOrNull } from "../../../lib/server-api/api-json.server";
import { pagesThrough } from "../lib/pages-through";

/**
 * /messages and /messages/{id}: the conversation list (searched by `?q=`) and, with an id, the
 * thread's newest page, both through the in-process API with the visitor's cookie. An unknown or
 * foreign id is a 404 (the API never says 403, so ids do not leak). "Show more conversations"
 * (`?cursor=`) and "Load older messages" (`?before=`) followed without JavaScript: the list and the
 * thread as far as that page (pagesThrough). With `?new=1` ("New message" without JavaScript,
 * decision 535) also the instructors one may write to, found by `?who=`.
 */
export async function loadInbox(request: Request, context: Readonly<RouterContextProvider>, idParam?: string) {
  const search = new URL(request.url).searchParams;
  const q = search.get("q")?.trim().slice(0, 100) ?? "";
  let unreadTotal = 0;
  const list = await pagesThrough(
    async (cursor) => {
      const query = new URLSearchParams();
      if (q) query.set("q", q);
      if (cursor) query.set("cursor", cursor);
      const body = await loadJson(
        context,
        `/api/conversations${query.size ? `?${query}` : ""}`,
        conversationsResponseSchema,
      );
      if (!cursor) unreadTotal = body.meta.unread_total;
      return { items: body.data, next: body.meta.next_cursor };
    },
    cursorParam(search, "cursor"),
  );
  let thread = null;
  if (idParam !== undefined) {
    const id = /^[1-9]\d{0,9}$/.test(idParam) ? Number(idParam) : null;
    let conversation = null as Conversation | null;
    const messages = id
      ? await pagesThrough(
          async (cursor) => {
            const path = `/api/conversations/${id}/messages${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`;
            const body = await loadJsonOrNull(context, path, threadResponseSchema, [404]);
            if (!body) return { items: [], next: null };
            conversation ??= body.meta.conversation;
            return { items: body.data, next: body.meta.next_cursor };
          },
          cursorParam(search, "before"),
          { older: true },
        )
      : null;
    if (!messages || !conversation) throw data({ message: "This conversation was not found." }, { status: 404 });
    thread = { messages: messages.items, nextCursor: messages.next, conversation };
  }
  const instructors = search.get("new") === "1" ? await loadInstructors(context, search.get("who") ?? "") : null;
  return {
    q,
    instructors,
    page: { conversations: list.items, nextCursor: list.next, unreadTotal },
    thread,
  };
}

/** GET /api/instructors (the first 50, as the picker with JavaScript), those whose name has `who`. */
async function loadInstructors(context: Readonly<RouterContextProvider>, who: string) {
  const body = await loadJson(context, "/api/instructors?limit=50", instructorsResponseSchema);
  const words = who.trim().toLowerCase().slice(0, 100);
  return body.data
    .filter((i) => i.name.toLowerCase().includes(words))
    .map((i) => ({ id: i.id, name: i.name, place: i.home_location }));
}

/** A page link's cursor (`?cursor=`, `?before=`): only compared with the API's own, never sent on. */
function cursorParam(search: URLSearchParams, name: string): string | null {
  const value = search.get(name);
  return value && value.length <= 500 ? value : null;
}
