import { redirect } from "react-router";
import { verificationRequiredPath } from "../features/auth/guards/redirect-target";
import { resendVerificationAction } from "../features/auth/server/resend-verification-action.server";
import { formClientAction } from "../lib/forms/client-action";
import type { Route } from "./+types/verify-email-resend";

/**
 * A resource route with only an action (decision 535): the resend form of the verify-email banner
 * (dashboard, profile) and of /email-verification-required posts here, and is sent back with a
 * flash. A matched route with an action, so the page handler checks its form token.
 */
export const action = (args: Route.ActionArgs) => resendVerificationAction(args);
/** With JavaScript: a send that cannot reach the server keeps the page and says so (SPEC toasts). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());
/** Opened as a page (a bookmark, a typed address): the verification gate, which has the form. */
export const loader = () => redirect(verificationRequiredPath);
