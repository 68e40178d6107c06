import { msg } from "@lingui/core/macro";
import { isRouteErrorResponse } from "react-router";
import { pageMeta } from "../../components/seo/page-meta";
import { CheckInScreen, type RosterAnswer } from "../../features/manage/components/check-in-screen";
import { enqueue, newScanId } from "../../features/manage/lib/check-in-queue";
import { checkInAction, loadCheckIn } from "../../features/manage/server/check-in.server";
import { FeedbackForm } from "../../features/reviews/components/feedback-form";
import { feedbackAction } from "../../features/reviews/server/review-actions.server";
import { formClientAction } from "../../lib/forms/client-action";
import { notAfterNetworkFailure } from "../../lib/forms/revalidation";
import { formIntent } from "../../lib/forms/submit-to-api.server";
import { pageMetaData } from "../../lib/i18n/page-meta-data.server";
import type { Route } from "./+types/check-in";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData?.meta.title ?? "", loaderData?.meta.description ?? "", { noindex: true });

/** A session's check-in screen (issue 40 points 3-4), for the class's instructor, host or an admin. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const [screen, messages] = await Promise.all([
    loadCheckIn(context, params.sessionId),
    pageMetaData(context, ["shell", "manage", "reviews"], msg`Check-in`, msg`Check students in at the forge door.`),
  ]);
  return { screen, ...messages };
}

/**
 * The camera is this page's (the ticket scanner): it allows it for the site itself, where every
 * other answer keeps `camera=()` (apps/server/src/platform/security.ts).
 */
export const headers: Route.HeadersFunction = () => ({
  "Permissions-Policy": "camera=(self), microphone=(), geolocation=(self), payment=()",
});

/** The roster's buttons and, after the session, the private feedback forms, with or without JavaScript (decision 535). */
export async function action(args: Route.ActionArgs) {
  if ((await formIntent(args.request)) === "feedback") return feedbackAction(args);
  return checkInAction(args, args.params.sessionId);
}

/**
 * With JavaScript: a roster tap without a signal waits on the phone and is sent when it is back
 * online (the same outbox as the camera's scans); everything else is the route action.
 */
export async function clientAction({ request, serverAction, params }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  const sessionId = Number(params.sessionId);
  const applicationId = Number(form.get("application_id"));
  const label = String(form.get("label") ?? "");
  const queue = () => {
    enqueue(sessionId, {
      body: { application_id: applicationId, scan_id: newScanId(), scanned_at: new Date().toISOString() },
      label,
    });
    return {
      intent: "check-in" as const,
      ok: false as const,
      queued: true as const,
      // No loader runs again while there is no signal (lib/forms/revalidation.ts).
      networkFailure: true,
      label,
      message: "",
      applicationId,
    };
  };
  if (form.get("_intent") !== "check-in" || !(applicationId > 0)) return formClientAction(() => serverAction());
  if (navigator.onLine === false) return queue();
  try {
    return await serverAction();
  } catch (failure) {
    // An answer of the server (a Response, an error page) is not a lost signal; anything else is.
    if (failure instanceof Response || isRouteErrorResponse(failure)) throw failure;
    return queue();
  }
}

export default function CheckInPage({ loaderData, actionData }: Route.ComponentProps) {
  const classId = loaderData.screen.class.id;
  return (
    <CheckInScreen
      screen={loaderData.screen}
      actionData={actionData as RosterAnswer | undefined}
      feedbackForm={(s) => <FeedbackForm classId={classId} studentId={s.id} name={s.name} sent={s.feedback_sent} />}
    />
  );
}

/** A tap kept on the phone for lack of signal keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
