import type { CurrentUser } from "@guildforge/contracts";
import { type ClassDetail, cancelClassSchema, classDetailResponseSchema } from "@guildforge/contracts";
import { msg } from "@lingui/core/macro";
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { redirectWithFlash, stayWithNotice } from "../../../lib/forms/flash.server";
import { formIntent, submitToApi } from "../../../lib/forms/submit-to-api.server";
import { forwardUpload } from "../../../lib/forms/upload.server";
import { serverI18n } from "../../../lib/i18n/server-i18n.server";
import { loadJson } from "../../../lib/server-api/api-json.server";
import { classFormSchema, formFieldForValues, formValuesFromPost } from "../form/class-form-model";
import { allForges, forgeGroups } from "../form/forge-groups";
import { loadMyVenues, requireClassManager } from "./load-manage.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The class form's intents besides a plain save (the status card's forms, the cover's upload). */
export const publishIntent = "publish";
export const cancelIntent = "cancel";
export const coverIntent = "cover";

/** The time zone of a forge the person may choose (what the form's forge picker offered). */
function zones(forges: readonly { id: number; location: { time_zone: string } }[]) {
  const byId = new Map(forges.map((f) => [String(f.id), f.location.time_zone]));
  return (venueId: string) => byId.get(venueId) ?? null;
}

/** A 422 about the body -> the form's field (`price_cents` -> `price`, a list's filled row -> its row). */
const errorField = (apiPath: string, payload: Record<string, unknown>) =>
  formFieldForValues(apiPath, formValuesFromPost(payload as Parameters<typeof formValuesFromPost>[0]));

/** The header that says an answer is the API's first answer to a key it had seen (decision 057). */
export const replayedHeader = "Idempotent-Replayed";

/**
 * A status form's answer to the page's script: a send the API answered as a replay of its key (the
 * retry of a send whose answer was lost) says so in its header, as the API's own answer does.
 */
function replayedSaysSo<A>(outcome: { replayed?: boolean }, answer: A) {
  return outcome.replayed ? data(answer, { headers: { [replayedHeader]: "true" } }) : answer;
}

/**
 * POST /classes/create: the class form. "Add a session" and a row's "Remove" (Conform's list
 * intents, plain submit buttons without JavaScript) come back as the form with the row added or
 * removed, without calling the API; "Save draft" creates the draft (POST /api/classes) and goes
 * on to its edit page (303) with the news.
 */
/** `user`: the signed-in, verified person (the route checks it). */
export async function createClassAction(args: Args, user: CurrentUser) {
  await requireClassManager(user, args.context);
  const forges = allForges(forgeGroups(await loadMyVenues(args.context), user));
  const outcome = await submitToApi<ReturnType<typeof classFormSchema>, { data: ClassDetail }>(args, {
    schema: classFormSchema(zones(forges)),
    path: "/classes",
    errorField,
  });
  if (!outcome.ok) return { result: outcome.result };
  const i18n = await serverI18n(args.context, ["classes"]);
  return redirectWithFlash(args.request, `/classes/${outcome.body.data.id}/edit`, {
    tone: "success",
    message: i18n._(msg`Draft saved. Add a cover, preview and publish when you are ready.`),
  });
}

/**
 * POST /classes/{id}/edit: the class form (`_intent` empty: save the changes, PATCH), the status
 * card's `publish` and `cancel` (with the reason students read), or the cover sent without
 * JavaScript (`cover`, multipart; with JavaScript the page's script uploads it itself). Each
 * success comes back to the edit page (303) with the news, except publish and cancel sent by the
 * page's script (their dialogs' fetchers), answered with the news as data for the toast; a
 * refusal answers the form it came from.
 */
export async function editClassAction(args: Args & { params: { id?: string } }, user: CurrentUser) {
  await requireClassManager(user, args.context);
  const id = Number.parseInt(args.params.id ?? "", 10);
  if (!Number.isSafeInteger(id) || id < 1) throw data({ message: "Page not found." }, { status: 404 });
  const here = `/classes/${id}/edit`;
  const intent = await formIntent(args.request);
  const i18n = await serverI18n(args.context, ["classes"]);
  if (intent === publishIntent) {
    const outcome = await submitToApi(args, {
      schema: z.object({}),
      path: `/classes/${id}/publish`,
      body: () => ({}),
    });
    if (!outcome.ok) return { intent, result: outcome.result };
    return replayedSaysSo(outcome, {
      intent,
      ...stayWithNotice(args.request, here, {
        tone: "success",
        title: i18n._(msg`Class published`),
        message: i18n._(msg`It is on the class list, and people are told it is new.`),
        flash: i18n._(msg`Class published. It is on the class list, and people are told it is new.`),
      }),
    });
  }
  if (intent === cancelIntent) {
    const outcome = await submitToApi(args, { schema: cancelClassSchema, path: `/classes/${id}/cancel` });
    if (!outcome.ok) return { intent, result: outcome.result };
    return replayedSaysSo(outcome, {
      intent,
      ...stayWithNotice(args.request, here, {
        tone: "success",
        title: i18n._(msg`Class cancelled`),
        message: i18n._(msg`Every applicant is told, with your reason.`),
        flash: i18n._(msg`Class cancelled. Every applicant is told, with your reason.`),
      }),
    });
  }
  if (intent === coverIntent) {
    const outcome = await forwardUpload(args, {
      path: `/classes/${id}/images`,
      file: "cover",
      missing: i18n._(msg`Choose an image to upload.`),
    });
    if (!outcome.ok) return { intent, upload: outcome.errors };
    return redirectWithFlash(args.request, here, { tone: "success", message: i18n._(msg`Cover saved.`) });
  }
  const [{ data: item }, venues] = await Promise.all([
    loadJson(args.context, `/api/classes/${id}`, classDetailResponseSchema),
    loadMyVenues(args.context),
  ]);
  const forges = allForges(forgeGroups(venues, user, item.venue));
  const outcome = await submitToApi(args, {
    schema: classFormSchema(zones(forges)),
    path: `/classes/${id}`,
    method: "PATCH",
    errorField,
  });
  if (!outcome.ok) return { intent: "save", result: outcome.result };
  return redirectWithFlash(args.request, here, { tone: "success", message: i18n._(msg`Saved.`) });
}
