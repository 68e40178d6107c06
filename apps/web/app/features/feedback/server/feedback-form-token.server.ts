import { formTokenResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";

/** The feedback forms' signed token (minimum fill time counts from here, decisions 312, 510). */
export async function loadFeedbackFormToken({ context }: { context: Readonly<RouterContextProvider> }) {
  return { feedbackToken: (await loadJson(context, "/feedback/form-token", formTokenResponseSchema)).data.token };
}
