import { type SeatRelease, seatReleaseResponseSchema } from "@guildforge/contracts";
import { msg } from "@lingui/core/macro";
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { redirectWithFlash } from "../../../lib/forms/flash.server";
import { submitToApi } from "../../../lib/forms/submit-to-api.server";
import { serverI18n } from "../../../lib/i18n/server-i18n.server";
import { serverApi } from "../../../lib/server-api/api-json.server";

type Context = Readonly<RouterContextProvider>;
type Args = { request: Request; context: Context };

/** Why the link does not open: the API's message (404 forged, 410 expired), said as a page. */
export interface SeatReleaseProblem {
  status: number;
  message: string;
}

const path = (token: string) => `/api/seat-releases/${encodeURIComponent(token)}`;

/**
 * GET /api/seat-releases/{token} (changes nothing): the seat, or the problem with the link with
 * the API's status, so a forged link is a 404 page and an expired one a 410.
 */
export async function loadSeatRelease<T extends object>(context: Context, token: string, extra: T) {
  const response = await serverApi(context).fetch(path(token));
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : undefined;
  if (response.ok) {
    const release: SeatRelease = seatReleaseResponseSchema.parse(body).data;
    return { release, problem: null, ...extra };
  }
  if (response.status === 404 || response.status === 410) {
    const message = (body as { error?: { message?: string } } | undefined)?.error?.message ?? "";
    const problem: SeatReleaseProblem = { status: response.status, message };
    return data({ release: null, problem, ...extra }, { status: response.status });
  }
  throw data({ message: "" }, { status: response.status });
}

/** POST /seat-release/{token}: releases the seat, then shows the page again with a confirmation. */
export async function releaseSeatAction(args: Args, token: string) {
  const outcome = await submitToApi(args, {
    schema: z.object({}),
    path: path(token).replace(/^\/api/, ""),
    body: () => null,
  });
  if (!outcome.ok) return { result: outcome.result };
  const i18n = await serverI18n(args.context, ["applications"]);
  return redirectWithFlash(args.request, `/seat-release/${encodeURIComponent(token)}`, {
    tone: "success",
    message: i18n._(msg`Your seat is released. Thank you for letting someone else come.`),
  });
}
