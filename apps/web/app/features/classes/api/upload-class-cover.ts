import { classDetailResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";
import { CSRF_COOKIE, CSRF_COOKIE_PATH, CSRF_HEADER } from "../../../lib/api/api-client";
import { apiErrorFromResponse } from "../../../lib/api/api-error";
import { readBrowserCookie } from "../../../lib/api/cookies";

/** POST /api/classes/{id}/images with the file in field `cover` (multipart; replaces the cover). */
export async function uploadClassCover(id: number, file: File) {
  if (!readBrowserCookie(CSRF_COOKIE)) await api.get(CSRF_COOKIE_PATH, { handleErrors: false });
  const form = new FormData();
  form.append("cover", file);
  const response = await fetch(`/api/classes/${id}/images`, {
    method: "POST",
    body: form,
    credentials: "include",
    headers: {
      Accept: "application/json",
      "X-Requested-With": "XMLHttpRequest",
      [CSRF_HEADER]: readBrowserCookie(CSRF_COOKIE) ?? "",
    },
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw apiErrorFromResponse(response.status, body);
  return classDetailResponseSchema.parse(body).data;
}
