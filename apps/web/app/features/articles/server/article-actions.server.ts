import type { AdminArticle } from "@guildforge/contracts";
import { msg } from "@lingui/core/macro";
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { redirectWithFlash } from "../../../lib/forms/flash.server";
import { formIntent, submitToApi } from "../../../lib/forms/submit-to-api.server";
import { forwardUpload } from "../../../lib/forms/upload.server";
import { serverI18n } from "../../../lib/i18n/server-i18n.server";
import { articleFormSchema, errorField } from "../lib/article-form-model";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The editor page's intents besides a plain save (the cover's upload, delete). */
export const coverIntent = "cover";
export const deleteIntent = "delete";

/**
 * POST /admin/articles/new: the article form -> POST /api/admin/articles, then the editor page
 * (303, where the cover is uploaded) with the news; a refusal answers the form (422s on their fields).
 */
export async function createArticleAction(args: Args) {
  const outcome = await submitToApi<typeof articleFormSchema, { data: AdminArticle }>(args, {
    schema: articleFormSchema,
    path: "/admin/articles",
    errorField,
  });
  if (!outcome.ok) return { result: outcome.result };
  const i18n = await serverI18n(args.context, ["articles"]);
  return redirectWithFlash(args.request, `/admin/articles/${outcome.body.data.id}`, {
    tone: "success",
    message: i18n._(msg`Article created.`),
  });
}

/**
 * POST /admin/articles/{id}: the article form (`_intent` empty: PATCH), the cover sent without
 * JavaScript (`cover`, multipart; with JavaScript the page's script uploads it with progress) or
 * `delete` (the confirm's form, in a dialog with JavaScript, in the page without). Each success
 * is a 303 with the news: back to the editor, or to the list after delete.
 */
export async function editArticleAction(args: Args & { params: { id?: string } }) {
  const id = Number.parseInt(args.params.id ?? "", 10);
  if (!Number.isSafeInteger(id) || id < 1) throw data({ message: "Page not found." }, { status: 404 });
  const here = `/admin/articles/${id}`;
  const intent = await formIntent(args.request);
  const i18n = await serverI18n(args.context, ["articles"]);
  if (intent === coverIntent) {
    const outcome = await forwardUpload(args, {
      path: `/admin/articles/${id}/cover`,
      file: "cover",
      missing: i18n._(msg`Choose an image for the cover.`),
    });
    if (!outcome.ok) return { intent, upload: outcome.errors };
    return redirectWithFlash(args.request, here, { tone: "success", message: i18n._(msg`Cover saved.`) });
  }
  if (intent === deleteIntent) {
    const outcome = await submitToApi(args, {
      schema: z.object({}),
      path: `/admin/articles/${id}`,
      method: "DELETE",
      body: () => null,
    });
    if (!outcome.ok) return { intent, result: outcome.result };
    return redirectWithFlash(args.request, "/admin/articles", {
      tone: "success",
      message: i18n._(msg`Article deleted.`),
    });
  }
  const outcome = await submitToApi<typeof articleFormSchema, { data: AdminArticle }>(args, {
    schema: articleFormSchema,
    path: `/admin/articles/${id}`,
    method: "PATCH",
    errorField,
  });
  if (!outcome.ok) return { intent: "save", result: outcome.result };
  return redirectWithFlash(args.request, here, { tone: "success", message: i18n._(msg`Article saved.`) });
}
