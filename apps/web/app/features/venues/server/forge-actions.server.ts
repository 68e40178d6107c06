import { type CurrentUser, type Venue, venuePhotoFields } from "@guildforge/contracts";
import { msg } from "@lingui/core/macro";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { redirectWithFlash } from "../../../lib/forms/flash.server";
import { submitToApi } from "../../../lib/forms/submit-to-api.server";
import { forwardUpload } from "../../../lib/forms/upload.server";
import { serverI18n } from "../../../lib/i18n/server-i18n.server";
import { formFieldForValues, formValuesFromPost, venueFormSchema } from "../form/venue-form-model";
import { loadLocationGroups, requireForgeManager } from "./forges.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The edit page's photo form (the forge form itself sends no intent). */
export const photoIntent = "photo";
/** A saved photo's delete form, naming the photo by its key. */
export const deletePhotoIntent = "delete-photo";
export const photoKeyField = "photo_key";
const deletePhotoSchema = z.object({ [photoKeyField]: z.string().min(1).max(300) });

/** A form posted without JavaScript has no pin: the center of the place chosen (venue-form-model.ts). */
async function placeCenters(context: Args["context"]) {
  const options = (await loadLocationGroups(context)).flatMap((g) => g.options);
  return (path: string) => {
    const o = options.find((p) => p.path === path);
    return o?.lat != null && o.lng != null ? { lat: o.lat, lng: o.lng } : null;
  };
}

const errorField = (apiPath: string, payload: Record<string, unknown>) =>
  formFieldForValues(apiPath, formValuesFromPost(payload as Parameters<typeof formValuesFromPost>[0]));

/**
 * POST /dashboard/forges/new and /dashboard/forges/{id}/edit: the forge form (decision 535). A row's
 * "Add" or "Remove" (Conform's list intents) comes back as the form with the row added or removed,
 * without calling the API; a save creates (POST) or changes (PATCH) the forge and goes to its edit
 * page (303) with the news.
 */
/** `user`: the signed-in, verified person (the route checks it). */
export async function saveForgeAction(args: Args, user: CurrentUser, id?: number) {
  await requireForgeManager(user, args.context);
  const outcome = await submitToApi<ReturnType<typeof venueFormSchema>, { data: Venue }>(args, {
    schema: venueFormSchema(await placeCenters(args.context)),
    path: id ? `/venues/${id}` : "/venues",
    method: id ? "PATCH" : "POST",
    errorField,
  });
  if (!outcome.ok) return { result: outcome.result };
  const saved = outcome.body.data;
  const i18n = await serverI18n(args.context, ["venues"]);
  return redirectWithFlash(args.request, `/dashboard/forges/${saved.id}/edit`, {
    tone: "success",
    message: id ? i18n._(msg`Saved.`) : i18n._(msg`Forge saved. Add photos so students can see where they will work.`),
  });
}

/**
 * POST /dashboard/forges/{id}/edit with `_intent=photo` (multipart): a photo sent without
 * JavaScript, forwarded to the API's upload route with its description; back to the edit page
 * (303) with the news, or the form's messages. With JavaScript the page's script uploads it itself.
 */
export async function addForgePhotoAction(args: Args, user: CurrentUser, id: number) {
  await requireForgeManager(user, args.context);
  const i18n = await serverI18n(args.context, ["venues"]);
  const outcome = await forwardUpload(args, {
    path: `/venues/${id}/photos`,
    file: venuePhotoFields.file,
    fields: [venuePhotoFields.alt],
    missing: i18n._(msg`Choose a photo first.`),
  });
  if (!outcome.ok) return { intent: photoIntent, upload: outcome.errors };
  return redirectWithFlash(args.request, `/dashboard/forges/${id}/edit`, {
    tone: "success",
    message: i18n._(msg`Photo added.`),
  });
}

/**
 * POST /dashboard/forges/{id}/edit with `_intent=delete-photo` and the photo's key: DELETE
 * /api/venues/{id}/photos/{key} (the photo and its files go); back to the edit page (303) with the
 * news, with or without JavaScript, or the refusal for the photo's confirm.
 */
export async function deleteForgePhotoAction(args: Args, user: CurrentUser, id: number) {
  await requireForgeManager(user, args.context);
  const outcome = await submitToApi(args, {
    schema: deletePhotoSchema,
    path: (value) => `/venues/${id}/photos/${encodeURIComponent(value[photoKeyField])}`,
    method: "DELETE",
    body: () => null,
  });
  if (!outcome.ok) return { intent: deletePhotoIntent, result: outcome.result };
  const i18n = await serverI18n(args.context, ["venues"]);
  return redirectWithFlash(args.request, `/dashboard/forges/${id}/edit`, {
    tone: "success",
    message: i18n._(msg`Photo deleted.`),
  });
}
