import { ownProfileResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";
import { CSRF_COOKIE, CSRF_COOKIE_PATH, CSRF_HEADER } from "../../../lib/api/api-client";
import { apiErrorFromResponse } from "../../../lib/api/api-error";
import { readBrowserCookie } from "../../../lib/api/cookies";

/**
 * POST /api/user/avatar as multipart/form-data (the JSON client cannot send files). Same rules as
 * the client: cookies, X-Requested-With, the XSRF-TOKEN echoed in X-XSRF-TOKEN.
 */
export async function uploadAvatar(file: File) {
  if (!readBrowserCookie(CSRF_COOKIE)) await api.get(CSRF_COOKIE_PATH, { handleErrors: false });
  const form = new FormData();
  form.append("avatar", file);
  const response = await fetch("/api/user/avatar", {
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
  return ownProfileResponseSchema.parse(body).data;
}
