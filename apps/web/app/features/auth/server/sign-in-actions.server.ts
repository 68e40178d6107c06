import { emailTakenCode, loginBodySchema, registerBodySchema } from "@guildforge/contracts";
import { type RouterContextProvider, redirect } from "react-router";
import { submitToApi } from "../../../lib/forms/submit-to-api.server";
import { afterRegister, safeRedirect } from "../guards/redirect-target";

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** The page's `?redirect=` (the form posts to its own URL, query included). */
function redirectParam(request: Request): string | null {
  return new URL(request.url).searchParams.get("redirect");
}

/**
 * POST /login: the form to POST /api/login in-process. The API's session cookie reaches the
 * browser on this answer (the page handler adds the in-process calls' Set-Cookie lines); a 303
 * then goes to `?redirect` (same-site paths only) or /dashboard. Wrong credentials are the API's
 * 422 on the email field; a 429 is said about the whole form. The password never comes back.
 */
export async function loginAction(args: ActionArgs) {
  const outcome = await submitToApi(args, { schema: loginBodySchema, path: "/login", secret: ["password"] });
  if (!outcome.ok) return { result: outcome.result };
  throw redirect(safeRedirect(redirectParam(args.request)), 303);
}

/**
 * POST /register: the form to POST /api/register, which creates the account and signs it in
 * (decision 500); its session cookie reaches the browser on the 303 to `afterRegister`. An email
 * that has an account is the API's 422 on the email field, told by its code (`emailTaken`: the
 * message is in the page's language); the passwords never come back.
 */
export async function registerAction(args: ActionArgs) {
  const outcome = await submitToApi(args, {
    schema: registerBodySchema,
    path: "/register",
    secret: ["password", "password_confirmation"],
  });
  if (!outcome.ok)
    return { result: outcome.result, emailTaken: outcome.codes?.email?.includes(emailTakenCode) ?? false };
  throw redirect(afterRegister(redirectParam(args.request)), 303);
}
