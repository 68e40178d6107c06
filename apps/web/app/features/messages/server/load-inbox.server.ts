import { conversationsResponseSchema, threadResponseSchema } from "@guildforge/contracts";
import { data, type RouterContextProvider } from "react-router";
import { loadJson, loadJsonOrNull } from "../../../lib/server-api/api-json.server";

/**
 * /messages and /messages/{id}: the conversation list (searched by `?q=`) and, with an id, the
 * thread's newest page, both through the in-process API with the visitor's cookie. An unknown or
 * foreign id is a 404 (the API never says 403, so ids do not leak).
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
  return {
    q,
    page: { conversations: list.data, nextCursor: list.meta.next_cursor, unreadTotal: list.meta.unread_total },
    thread,
  };
}
