import { msg } from "@lingui/core/macro";
import type { RouterContextProvider } from "react-router";
import { languageContext } from "../i18n/language-context";
import { serverI18n } from "../i18n/server-i18n.server";
import { serverApi } from "../server-api/api-json.server";
import { formReplyText, type Say, sayEnglish } from "./api-error-reply";
import { formKeyField } from "./form-token";

/** What an upload form's action came to: the API's answer, or the messages for the form's fields (`""`: the whole form). */
export type UploadOutcome<T> = { ok: true; body: T } | { ok: false; errors: Record<string, string> };

const uploadFailed = msg`The upload failed. Please try again.`;
/** English written out (a production build keeps only a descriptor's id). */
const sayUploadEnglish: Say = (text) =>
  text === uploadFailed ? "The upload failed. Please try again." : sayEnglish(text);

/**
 * An upload form posted without JavaScript (decision 535): the page POST's file, and the text
 * fields named, go on to the API's upload route in-process as multipart, as the page's script
 * sends them with JavaScript; the API checks the file (size, type, content) as it does for the
 * browser. A form sent without a file is answered without calling the API.
 */
export async function forwardUpload<T>(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  options: {
    /** The API's upload path (`/classes/12/images`). */
    path: string;
    /** The file's field, named as the API route names it (`cover`, `photo`, `avatar`, `attachments`). */
    file: string;
    /** Every file the field holds goes on (a message's photos); the API counts them. Default: the first. */
    many?: boolean;
    /** What the form says when no file was chosen. */
    missing: string;
    /** Text fields sent along (`alt`). */
    fields?: readonly string[];
  },
): Promise<UploadOutcome<T>> {
  const posted = await args.request.formData();
  const files = chosenFiles(posted, options.file);
  if (files.length === 0) return { ok: false, errors: { [options.file]: options.missing } };
  const form = new FormData();
  for (const name of options.fields ?? []) {
    const value = posted.get(name);
    if (typeof value === "string" && value.trim()) form.append(name, value.trim());
  }
  for (const file of options.many ? files : files.slice(0, 1)) form.append(options.file, file, file.name);
  const key = posted.get(formKeyField);
  const response = await serverApi(args.context).fetch(options.path, {
    method: "POST",
    body: form,
    idempotencyKey: typeof key === "string" && key ? key.slice(0, 200) : undefined,
  });
  const text = await response.text();
  const body = (text ? JSON.parse(text) : undefined) as unknown;
  if (response.ok) return { ok: true, body: body as T };
  const i18n = args.context.get(languageContext) === "en" ? null : await serverI18n(args.context, ["shell"]);
  const say: Say = i18n ? (text) => i18n._(text) : sayUploadEnglish;
  return { ok: false, errors: uploadErrors(response.status, body, options.file, say) };
}

/** The files chosen in a form's file field (a field left empty posts one empty file: none). */
export function chosenFiles(posted: FormData, field: string): File[] {
  return posted.getAll(field).filter((f): f is File => f instanceof File && f.size > 0);
}

/**
 * An upload route's refusal as the form's messages: a 422's fields on theirs (the API names the
 * form's fields), anything else on the file; the form's own texts said with `say`.
 */
export function uploadErrors(
  status: number,
  body: unknown,
  fileField: string,
  say: Say = sayUploadEnglish,
): Record<string, string> {
  if (status === 419) return { "": say(formReplyText.expired) };
  const shaped = body as { error?: { message?: unknown }; message?: unknown; errors?: unknown } | undefined;
  const errors: Record<string, string> = {};
  if (status === 422 && shaped?.errors && typeof shaped.errors === "object") {
    for (const [field, messages] of Object.entries(shaped.errors as Record<string, unknown>)) {
      const first = Array.isArray(messages) ? messages[0] : messages;
      if (typeof first === "string" && first) errors[field] ??= first;
    }
  }
  if (Object.keys(errors).length) return errors;
  const said = shaped?.error?.message ?? shaped?.message;
  return { [fileField]: typeof said === "string" && said ? said : say(uploadFailed) };
}
