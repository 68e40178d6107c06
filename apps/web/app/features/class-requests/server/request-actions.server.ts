import {
  type AdminClassRequest,
  type ClassRequest,
  type ClassRequestVote,
  classRequestVoteFormSchema,
  createClassRequestSchema,
  reviewClassRequestSchema,
  updateClassRequestSchema,
} from "@guildforge/contracts";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { RouterContextProvider } from "react-router";
import type { DecisionAnswer } from "../../../lib/forms/decision";
import { formRecordId } from "../../../lib/forms/decision.server";
import { redirectWithFlash } from "../../../lib/forms/flash.server";
import { formIntent, submitToApi } from "../../../lib/forms/submit-to-api.server";
import { serverI18n } from "../../../lib/i18n/server-i18n.server";
import { fulfilClassId, fulfilFormSchema } from "../lib/fulfil-form";
import { mergeFormSchema } from "../lib/merge-form";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The API refused for want of a verified email (its 403, decision 212): the page says how to verify. */
const needsVerifiedEmail = (result: { error?: Record<string, string[] | null> | null }) =>
  (result.error?.[""] ?? []).some((t) => /\bverify\b.*\bemail\b/i.test(t));

/** POST /request-class: to POST /api/class-requests; then to /profile/my-requests with the news (303). */
export async function createRequestAction(args: Args) {
  const outcome = await submitToApi(args, { schema: createClassRequestSchema, path: "/class-requests" });
  if (!outcome.ok) {
    // The page says it once, with the way to verify, above the form that keeps what was typed.
    if (needsVerifiedEmail(outcome.result)) {
      return { result: { ...outcome.result, error: { ...outcome.result.error, "": null } }, unverified: true };
    }
    return { result: outcome.result, unverified: false };
  }
  const i18n = await serverI18n(args.context, ["class-requests"]);
  return redirectWithFlash(args.request, "/profile/my-requests", {
    tone: "success",
    message: i18n._(msg`Request sent. It is under review: we will tell you as soon as it is live for voting.`),
  });
}

/** POST /profile/my-requests (`id` of the request): to PATCH /api/class-requests/{id}. */
export async function updateRequestAction(args: Args) {
  const id = Number((await args.request.clone().formData()).get("id"));
  if (!Number.isSafeInteger(id) || id < 1) return { id: null, result: null, saved: false };
  const outcome = await submitToApi(args, {
    schema: updateClassRequestSchema,
    path: `/class-requests/${id}`,
    method: "PATCH",
  });
  return outcome.ok ? { id, result: null, saved: true } : { id, result: outcome.result, saved: false };
}

/**
 * POST /class-requests (a card's vote button): PUT (`vote`) or DELETE (`unvote`) the viewer's vote.
 * Both are idempotent, so a resent POST (a reload without JavaScript) changes nothing more; the
 * answer names the request so only its card reads it.
 */
export async function voteAction(args: Args) {
  const outcome = await submitToApi<typeof classRequestVoteFormSchema, { data: ClassRequestVote }>(args, {
    schema: classRequestVoteFormSchema,
    path: ({ id }) => `/class-requests/${id}/vote`,
    method: ({ intent }) => (intent === "vote" ? "PUT" : "DELETE"),
    body: () => null,
  });
  if (outcome.ok) return { vote: outcome.body.data, refusal: null };
  const said = outcome.result.error?.[""]?.[0] ?? null;
  const id = Number(outcome.result.initialValue?.id);
  return { vote: null, id: Number.isSafeInteger(id) ? id : null, refusal: said };
}

/** A review's notice in the page's language (the request's title is a value). */
const reviewed: Record<string, (i18n: I18n, title: string) => { title: string; message: string }> = {
  approved: (i18n, title) => ({
    title: i18n._(msg`Approved for voting`),
    message: i18n._(msg`“${title}” is live for voting; the requester is told.`),
  }),
  rejected: (i18n, title) => ({
    title: i18n._(msg`Sent back for updates`),
    message: i18n._(msg`The requester of “${title}” is told what to change.`),
  }),
  in_review: (i18n, title) => ({
    title: i18n._(msg`Back under review`),
    message: i18n._(msg`Voting on “${title}” pauses meanwhile.`),
  }),
};

/**
 * POST /admin/class-requests: a queued request's review form (`_intent=review`: approve, send back
 * for updates with a message, back to review) to POST /api/admin/class-requests/{id}/review, or its
 * merge form (`_intent=merge`) to POST /api/admin/class-requests/{id}/merge, or its fulfil form
 * (`_intent=fulfil`) to the review with status fulfilled and the class (decision 535). The answer
 * names the request and its form (`review-{status}`, `merge`, `fulfil`).
 */
export async function reviewRequestAction(args: Args): Promise<DecisionAnswer> {
  const which = await formIntent(args.request);
  if (which === "merge") return mergeRequestAction(args);
  if (which === "fulfil") return fulfilRequestAction(args, "admin");
  const id = await formRecordId(args.request);
  const status = (await args.request.clone().formData()).get("status");
  const intent = `review-${typeof status === "string" ? status : ""}`;
  if (id === null) return { id, intent, result: null, notice: null };
  const outcome = await submitToApi<typeof reviewClassRequestSchema, { data: AdminClassRequest }>(args, {
    schema: reviewClassRequestSchema,
    path: `/admin/class-requests/${id}/review`,
    body: ({ status, message }) => ({ status, ...(message ? { message } : {}) }),
  });
  if (!outcome.ok) return { id, intent, result: outcome.result, notice: null };
  const { title } = outcome.body.data;
  const i18n = await serverI18n(args.context, ["class-requests"]);
  return { id, intent, result: null, notice: reviewed[outcome.value.status]?.(i18n, title) ?? null };
}

/** A duplicate merged into the request chosen (or typed: the typed number wins). */
async function mergeRequestAction(args: Args): Promise<DecisionAnswer> {
  const intent = "merge";
  const id = await formRecordId(args.request);
  if (id === null) return { id, intent, result: null, notice: null };
  const outcome = await submitToApi<typeof mergeFormSchema, { data: AdminClassRequest }>(args, {
    schema: mergeFormSchema,
    path: `/admin/class-requests/${id}/merge`,
    body: ({ into_id, into_number }) => ({ into_id: into_number ?? into_id }),
  });
  if (!outcome.ok) return { id, intent, result: outcome.result, notice: null };
  const { title, merged_into } = outcome.body.data;
  const into = merged_into?.id ?? outcome.value.into_number ?? outcome.value.into_id ?? "";
  const i18n = await serverI18n(args.context, ["class-requests"]);
  return {
    id,
    intent,
    result: null,
    notice: {
      title: i18n._(msg`Requests merged`),
      message: i18n._(msg`“${title}” is merged into #${into}; its votes moved there.`),
    },
  };
}

const fulfilled = (i18n: I18n, title: string) => ({
  title: i18n._(msg`Marked fulfilled`),
  message: i18n._(msg`“${title}” is linked to its class; the requester and everyone who voted are told.`),
});

/**
 * A request's fulfil form (`_intent=fulfil`, the class chosen or its number typed): from the admin
 * queue, a review to fulfilled (POST /api/admin/class-requests/{id}/review); from a card on
 * /class-requests, POST /api/class-requests/{id}/fulfil (the class's instructor or an admin).
 */
export async function fulfilRequestAction(args: Args, from: "admin" | "card"): Promise<DecisionAnswer> {
  const intent = "fulfil";
  const id = await formRecordId(args.request);
  if (id === null) return { id, intent, result: null, notice: null };
  const outcome = await submitToApi<typeof fulfilFormSchema, { data: AdminClassRequest | ClassRequest }>(args, {
    schema: fulfilFormSchema,
    path: from === "admin" ? `/admin/class-requests/${id}/review` : `/class-requests/${id}/fulfil`,
    body: (v) =>
      from === "admin" ? { status: "fulfilled", class_id: fulfilClassId(v) } : { class_id: fulfilClassId(v) },
    // The API names `class_id`; a typed number is the field that shows it.
    errorField: (path, payload) => (path === "class_id" && payload.class_number ? "class_number" : path),
  });
  if (!outcome.ok) return { id, intent, result: outcome.result, notice: null };
  const i18n = await serverI18n(args.context, ["class-requests"]);
  return { id, intent, result: null, notice: fulfilled(i18n, outcome.body.data.title) };
}
