import { instructorsResponseSchema, themeSlugSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";

/** /instructors: the first 50 instructors, narrowed by `?theme=`. */
export async function loadInstructors(request: Request, context: Readonly<RouterContextProvider>) {
  const parsed = themeSlugSchema.safeParse(new URL(request.url).searchParams.get("theme"));
  const theme = parsed.success ? parsed.data : null;
  const path = theme ? `/api/instructors?${new URLSearchParams({ theme, limit: "50" })}` : "/api/instructors?limit=50";
  const { data, meta } = await loadJson(context, path, instructorsResponseSchema);
  return { instructors: data, total: meta.total, theme };
}
