import { apiErrorFromFailure } from "../api/api-error";
import { reportError } from "../error-reporting/error-reporting";
import { showToast } from "../toast/show-toast";
import { toastForError } from "../toast/toast-for-error";
import type { ApiRefusal } from "./api-error-reply";

type Answer = { result?: ({ error?: Record<string, string[] | null> | null; refusal?: ApiRefusal } & object) | null };

/**
 * Every route-action form's `clientAction` (decision 535): with JavaScript the SPEC's client
 * behaviour holds. A send that cannot reach the server (offline, the network dropped) keeps the
 * page and its typed values and shows the SPEC's offline or network toast; a refusal the action
 * said about the whole form (401, 403, 429, 5xx) is the SPEC's toast for its status instead of a
 * line on the form, said once. Without JavaScript the server's page says it on the form.
 *
 *   export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
 *     formClientAction(() => serverAction<typeof action>());
 */
export async function formClientAction<T>(
  serverAction: () => Promise<T>,
  options: {
    /** The form shows every refusal on itself, once, and none is toasted (the message composer, decision 530). */
    refusalsInline?: boolean;
  } = {},
): Promise<T> {
  let answer: T;
  try {
    answer = await serverAction();
  } catch (failure) {
    const offline = typeof navigator !== "undefined" && navigator.onLine === false;
    if (!offline && !(failure instanceof TypeError)) throw failure;
    const error = apiErrorFromFailure(failure, !offline);
    reportError(error);
    showToast(toastForError(error));
    return { result: null, networkFailure: true } as T;
  }
  // The action's news about a form that keeps its page (stayWithNotice): the SPEC's toast.
  const notice = (answer as { notice?: { tone: "success" | "info"; title: string; message: string } } | null)?.notice;
  if (notice) showToast({ type: notice.tone, title: notice.title, message: notice.message });
  const result = (answer as Answer | null)?.result;
  if (!result?.refusal || options.refusalsInline) return answer;
  showToast(toastForError(result.refusal));
  return { ...(answer as object), result: { ...result, error: { ...result.error, "": null } } } as T;
}

/**
 * A decision form's `clientAction` (approve, reject, accept ... on a list page): as
 * `formClientAction`, and the action's notice of what was done is the SPEC's success toast. The
 * route's loaders then run again, so the list shows the decision without a page load. Without
 * JavaScript the page shows the notice at its top instead (`DecisionNoticeBanner`).
 */
export async function decisionClientAction<T>(serverAction: () => Promise<T>): Promise<T> {
  const answer = await formClientAction(serverAction);
  type Notice = { title: string; message: string } | null | undefined;
  const { notice, warning } = (answer ?? {}) as { notice?: Notice; warning?: Notice };
  if (notice) showToast({ type: "success", title: notice.title, message: notice.message });
  if (warning) showToast({ type: "warning", title: warning.title, message: warning.message });
  return answer;
}
