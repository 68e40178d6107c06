import {
  attendanceFormSchema,
  type CheckInResult,
  checkInFormSchema,
  checkInSessionResponseSchema,
} from "@guildforge/contracts";
import { data, type RouterContextProvider } from "react-router";
import { formIntent, submitToApi } from "../../../lib/forms/submit-to-api.server";
import { serverApi } from "../../../lib/server-api/api-json.server";

type Context = Readonly<RouterContextProvider>;
type Args = { request: Request; context: Context };

const apiPath = (sessionId: string) => `/manage/check-in/${encodeURIComponent(sessionId)}`;

/** /manage/check-in/{sessionId}: the session and its roster; a session one does not manage is the 404 page. */
export async function loadCheckIn(context: Context, sessionId: string) {
  const response = await serverApi(context).fetch(`/api${apiPath(sessionId)}`);
  if (response.status === 404 || response.status === 422) throw data({ message: "" }, { status: 404 });
  if (!response.ok) throw data({ message: "" }, { status: response.status });
  return checkInSessionResponseSchema.parse(await response.json()).data;
}

/** What a roster button came to: who was checked in, or why not (the API's words). */
export type CheckInAnswer =
  | { intent: "check-in"; ok: true; result: CheckInResult }
  | { intent: "check-in" | "attendance"; ok: false; message: string; applicationId: number | null }
  | { intent: "attendance"; ok: true; applicationId: number };

const refusal = (result: { error?: Record<string, string[] | null> } | undefined) =>
  result?.error?.[""]?.[0] ?? Object.values(result?.error ?? {}).flat()[0] ?? "";

/**
 * POST /manage/check-in/{sessionId}: a roster button, with or without JavaScript. `_intent=check-in`
 * checks the student in (a new scan id; the form's key makes a resent form one check-in),
 * `_intent=attendance` marks attended / no-show after the session.
 */
export async function checkInAction(args: Args, sessionId: string): Promise<CheckInAnswer> {
  const intent = (await formIntent(args.request)) === "attendance" ? "attendance" : "check-in";
  const picked = Number((await args.request.clone().formData()).get("application_id")) || null;
  if (intent === "attendance") {
    const outcome = await submitToApi(args, {
      schema: attendanceFormSchema,
      path: (v) => `${apiPath(sessionId)}/attendance/${v.application_id}`,
      method: "PUT",
      body: (v) => ({ status: v.status }),
    });
    if (!outcome.ok) return { intent, ok: false, message: refusal(outcome.result), applicationId: picked };
    return { intent, ok: true, applicationId: outcome.value.application_id };
  }
  const outcome = await submitToApi<typeof checkInFormSchema, { data: CheckInResult }>(args, {
    schema: checkInFormSchema,
    path: apiPath(sessionId),
    body: (v) => ({ application_id: v.application_id, scan_id: `roster-${crypto.randomUUID()}` }),
  });
  if (!outcome.ok) return { intent, ok: false, message: refusal(outcome.result), applicationId: picked };
  return { intent, ok: true, result: outcome.body.data };
}
