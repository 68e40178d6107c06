import { conversationsResponseSchema, instructorsResponseSchema, threadResponseSchema } from "@guildforge/contracts";
import { data, type RouterContextProvider } from "react-router";
import { loadJson, loadJsonOrNull } from "../../../lib/server-api/api-json.server";

/**
 * /messages and /messages/{id}: the conversation list (searched by `?q=`) and, with an id, the
 * thread's newest page, both through the in-process API with the visitor's cookie. An unknown or
 * foreign id is a 404 (the API never says 403, so ids do not leak). With `?new=1` ("New message"
 * without JavaScript, decision 535) also the instructors one may write to, found by `?who=`.
 */
export async function loadInbox(request: Request, context: Readonly<RouterContextProvider>, idParam?: string) {
  const q = new URL(request.url).searchParams.get("q")?.trim().slice(0, 100) ?? "";
  const listPath = q ? `/api/conversations?q=${encodeURIComponent(q)}` : "/api/conversations";
  const list = await loadJson(context, listPath, conversationsResponseSchema);
  let thread = null;
  if (idParam !== undefined) {
    const id = /^[1-9]\d{0,9}$/.test(idParam) ? Number(idParam) : null;
    const body = id
      ? await loadJsonOrNull(context, `/api/conversations/${id}/messages`, threadResponseSchema, [404])
      : null;
    if (!body) throw data({ message: "This conversation was not found." }, { status: 404 });
    thread = { messages: body.data, nextCursor: body.meta.next_cursor, conversation: body.meta.conversation };
  }
  const search = new URL(request.url).searchParams;
  const instructors = search.get("new") === "1" ? await loadInstructors(context, search.get("who") ?? "") : null;
  return {
    q,
    instructors,
    page: { conversations: list.data, nextCursor: list.meta.next_cursor, unreadTotal: list.meta.unread_total },
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
