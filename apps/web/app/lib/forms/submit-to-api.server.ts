import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { MessageDescriptor } from "@lingui/core";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { languageContext } from "../i18n/language-context";
import { serverI18n } from "../i18n/server-i18n.server";
import { serverApi } from "../server-api/api-json.server";
import { replyWithApiError, sayEnglish } from "./api-error-reply";
import { parseInLanguage } from "./form-language";
import { contractFields, formIntentField, formKeyField } from "./form-token";

/** What a route action's form POST came to: the form's errors and values, or the API's answer. */
export type FormOutcome<T, V> =
  | {
      ok: false;
      result: SubmissionResult<string[]>;
      /** The API's 422 `codes` by field (a refusal told apart without its words), if it named any. */
      codes?: Record<string, string[]>;
    }
  | {
      ok: true;
      body: T;
      value: V;
      /** The API answered a key it had already seen with its first answer (`Idempotent-Replayed`). */
      replayed?: boolean;
    };

/**
 * A route action's one path (decision 535): reads the form with the contract schema (the same
 * schema the browser validated with), sends the body to the API in-process (the API stays the
 * one place of rules, CSRF and idempotency) and turns a refusal into the form's errors: a 422's
 * fields onto the same fields, any other refusal as a message about the whole form.
 */
/** Which of a page's forms a POST comes from (`<input name="_intent">`), read without using up the body. */
export async function formIntent(request: Request): Promise<string> {
  const intent = (await request.clone().formData()).get(formIntentField);
  return typeof intent === "string" ? intent : "";
}

export async function submitToApi<Schema extends z.ZodType, T = unknown>(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  options: {
    schema: Schema;
    /** The API path, or the path for the form's values (`/class-requests/${id}/vote`). */
    path: string | ((value: z.output<Schema>) => string);
    method?: "POST" | "PUT" | "PATCH" | "DELETE" | ((value: z.output<Schema>) => "POST" | "PUT" | "PATCH" | "DELETE");
    /** What the API is sent (default: the form's values); `null` for a write without a body. */
    body?: (value: z.output<Schema>) => unknown;
    /** Fields never sent back into the page (passwords): the person types them again. */
    secret?: readonly string[];
    /**
     * A 422's field path about the body (`price_cents`, `sessions.0.starts_at`) -> the form field
     * that shows it (`price`, `sessions.0.start`), when the form's fields are not the body's.
     */
    errorField?: (apiPath: string, payload: Record<string, unknown>) => string;
  },
): Promise<FormOutcome<T, z.output<Schema>>> {
  const formData = await args.request.formData();
  // The browser's check in the page's language, here for a form sent without JavaScript (English
  // is zod's global map's and the schemas' own: no catalog to load).
  const parse = () => parseWithZod(contractFields(formData), { schema: options.schema });
  const submission =
    args.context.get(languageContext) === "en"
      ? parse()
      : parseInLanguage(await serverI18n(args.context, ["shell", "forms"]), parse);
  const hideFields = options.secret ? [...options.secret] : undefined;
  if (submission.status !== "success") return { ok: false, result: submission.reply({ hideFields }) };
  const key = formData.get(formKeyField);
  const value = submission.value as z.output<Schema>;
  const path = typeof options.path === "function" ? options.path(value) : options.path;
  const method = typeof options.method === "function" ? options.method(value) : (options.method ?? "POST");
  const sent = options.body ? options.body(value) : value;
  const response = await serverApi(args.context).fetch(path, {
    method,
    body: sent === null ? undefined : sent,
    idempotencyKey: typeof key === "string" && key ? key.slice(0, 200) : undefined,
  });
  const text = await response.text();
  let body = text ? (JSON.parse(text) as unknown) : undefined;
  const errors = (body as { errors?: unknown } | undefined)?.errors;
  if (!response.ok && options.errorField && errors && typeof errors === "object") {
    const payload = (submission.payload ?? {}) as Record<string, unknown>;
    const onFields: Record<string, unknown> = {};
    for (const [path, messages] of Object.entries(errors)) {
      const field = path === "idempotency_key" ? path : options.errorField(path, payload);
      onFields[field] ??= messages;
    }
    body = { ...(body as object), errors: onFields };
  }
  if (!response.ok) {
    // The form's own texts in the page's language (English is written out: no catalog to load).
    const i18n = args.context.get(languageContext) === "en" ? null : await serverI18n(args.context, ["shell"]);
    const say = i18n ? (text: MessageDescriptor) => i18n._(text) : sayEnglish;
    const codes = (body as { codes?: Record<string, string[]> } | undefined)?.codes;
    return {
      ok: false,
      result: replyWithApiError(submission, response.status, body, hideFields, say),
      ...(codes && typeof codes === "object" ? { codes } : {}),
    };
  }
  return {
    ok: true,
    body: body as T,
    value: submission.value as z.output<Schema>,
    replayed: response.headers.get("idempotent-replayed") === "true",
  };
}
