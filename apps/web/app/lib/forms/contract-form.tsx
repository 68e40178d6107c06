import { type DefaultValue, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useLingui } from "@lingui/react";
import { useEffect, useRef } from "react";
import { useActionData, useLocation } from "react-router";
import type { z } from "zod";
import { focusFirstError } from "./focus-first-error";
import { parseInLanguage } from "./form-language";

export { ContractForm, useFormPending } from "./contract-form-element";

import { contractFields } from "./form-token";

type ContractFormOptions<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>> = NonNullable<
  Parameters<typeof useForm<z.input<Schema>, z.output<Schema>>>[0]
>;

/**
 * The one form helper (decision 535): Conform over a contract's zod schema. The same schema
 * validates in the browser once JavaScript runs (on blur, then as the person types) and in the
 * route action always; the action's answer (`lastResult`) puts the API's 422 on the same fields.
 * Without JavaScript the form is a plain POST to the route's action and the page comes back with
 * the errors and every typed value.
 */
export function useContractForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: Schema,
  options: {
    id?: string;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: DefaultValue<z.input<Schema>>;
    /**
     * With JavaScript, a send the browser's check let through: for a form that adds what only the
     * script has (the bug report's screenshot) and sends it itself (`fetcher.submit`); it calls
     * `event.preventDefault()`. Without it the form posts as it is.
     */
    onSubmit?: ContractFormOptions<Schema>["onSubmit"];
  },
) {
  // The browser's check words its messages in the page's language, as the action's does.
  const { i18n } = useLingui();
  const conform = useForm<z.input<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue,
    onSubmit: options.onSubmit,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseInLanguage(i18n, () => parseWithZod(contractFields(formData), { schema })),
  });
  // A new history entry (the action's redirect back to this page, a link) starts the form afresh,
  // as the page load without JavaScript does; a revalidation of the same entry keeps what is typed.
  const [form] = conform;
  // A refusal from the action (a 422, or the whole page back without JavaScript's help) brings the
  // first refused field into view and focus, as a refusal in the browser does (ContractForm).
  // The page that an action's refusal answered (sent before the page had hydrated, or without
  // JavaScript) is rendered with its answer already: focus comes once the page runs.
  const answered = useRef<typeof options.lastResult | "mounted">("mounted");
  useEffect(() => {
    if (answered.current === options.lastResult) return;
    answered.current = options.lastResult;
    const refused = options.lastResult?.error && Object.values(options.lastResult.error).some((e) => e?.length);
    if (refused) requestAnimationFrame(() => focusFirstError(document.getElementById(form.id)));
  }, [options.lastResult, form.id]);
  const { key } = useLocation();
  // The action answered this page (a refusal, a send that could not reach the server): its entry
  // is new, but the form keeps what was typed.
  const actionData = useActionData();
  const shownAt = useRef(key);
  useEffect(() => {
    if (shownAt.current === key) return;
    shownAt.current = key;
    if (actionData !== undefined) return;
    // Only a form still on the page (after a success the page may show its result instead).
    if (document.getElementById(form.id) instanceof HTMLFormElement) form.reset();
  }, [key, form, actionData]);
  return conform;
}
