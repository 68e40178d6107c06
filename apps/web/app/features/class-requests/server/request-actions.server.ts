import {
  type ClassRequestVote,
  classRequestVoteFormSchema,
  createClassRequestSchema,
  updateClassRequestSchema,
} from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { redirectWithFlash } from "../../../lib/forms/flash.server";
import { submitToApi } from "../../../lib/forms/submit-to-api.server";

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
  return redirectWithFlash(args.request, "/profile/my-requests", {
    tone: "success",
    message: "Request sent. It is under review: we will tell you as soon as it is live for voting.",
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
