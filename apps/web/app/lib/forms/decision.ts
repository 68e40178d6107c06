import type { SubmissionResult } from "@conform-to/react";
import { useActionData } from "react-router";

/**
 * The hidden field naming the record a decision form is about. Not `id`: a form control named `id`
 * hides the form element's own `id` property from scripts.
 */
export const recordIdField = "record_id";

/** What a decision's action tells its page: the result for the person, said once. */
export type DecisionNotice = { title: string; message: string };

/**
 * A list page's decision forms (approve, reject with a reason, accept ...; decision 535): each
 * names its record (`id`) and its form (`_intent`); the route action answers which one it was,
 * with the form's errors and values or the notice of what was done.
 */
export type DecisionAnswer = {
  id: number | null;
  intent: string;
  result: SubmissionResult<string[]> | null;
  notice: DecisionNotice | null;
  /** Part of it could not be done (a bulk decision's refused items). */
  warning?: DecisionNotice | null;
};

/**
 * The answer for one decision form: the fetcher's (with JavaScript) or the page's own action data
 * (`fromPage`: the page came back from a plain POST without JavaScript, so a refused inline form
 * opens again with what was typed).
 */
export function useDecisionAnswer(
  fetcherData: unknown,
  id: number,
  intent: string | ((intent: string) => boolean),
): { answer: DecisionAnswer | undefined; fromPage: boolean } {
  const actionData = useActionData() as DecisionAnswer | undefined;
  const matches = (a: DecisionAnswer | undefined) =>
    a?.id === id && (typeof intent === "string" ? a.intent === intent : intent(a.intent));
  const fromFetcher = fetcherData as DecisionAnswer | undefined;
  if (matches(fromFetcher)) return { answer: fromFetcher, fromPage: false };
  return matches(actionData) ? { answer: actionData, fromPage: true } : { answer: undefined, fromPage: false };
}

/** Every message of a refused decision (the form's and any field's) for a form without fields to show them on. */
export function decisionProblems(answer: DecisionAnswer | undefined): string[] {
  if (!answer?.result?.error) return [];
  return Object.values(answer.result.error).flatMap((messages) => messages ?? []);
}
