import { type CurrentUser, currentUserSchema } from "@guildforge/contracts";
import { msg } from "@lingui/core/macro";
import { createContext, data, type RouterContextProvider, redirect } from "react-router";
import { serverI18n } from "../../../lib/i18n/server-i18n.server";
import { loadJsonOrNull } from "../../../lib/server-api/api-json.server";
import { loginRedirectPath, verificationRequiredPath } from "../guards/redirect-target";

interface GuardArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** Router context key: this request's `GET /api/user`, asked once by the root middleware (a page GET only). */
const requestUserContext = createContext<Promise<CurrentUser | null> | null>(null);

/**
 * The visitor's user from `GET /api/user` (in-process, with their cookie), or null when signed out.
 * On a page GET the root middleware has asked already (`rememberCurrentUser`) and every loader
 * shares that answer; after an action (a POST) the loaders ask again, since the action may have
 * changed the account.
 */
export function currentUser(context: Readonly<RouterContextProvider>): Promise<CurrentUser | null> {
  return context.get(requestUserContext) ?? loadJsonOrNull(context, "/api/user", currentUserSchema, [401, 403]);
}

/**
 * The root middleware's one user call (issue 39: the account's language decides the page's): on a
 * GET or HEAD the answer is kept in the router context for the request's loaders (no second call);
 * on any other method it is asked for the middleware alone.
 */
export function rememberCurrentUser(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<CurrentUser | null> {
  const user = currentUser(context);
  if (request.method === "GET" || request.method === "HEAD") {
    user.catch(() => {}); // a failure is the loaders' to handle, as before
    context.set(requestUserContext, user);
  }
  return user;
}

/** docs/product.md#pages auth guard: signed-out visitors go to /login?redirect=<the page>. */
export async function requireUser({ request, context }: GuardArgs): Promise<CurrentUser> {
  const user = await currentUser(context);
  if (!user) throw redirect(loginRedirectPath(new URL(request.url)));
  return user;
}

/** The auth guard plus the verification gate (docs/product.md#verification-gate): an unverified email goes to /email-verification-required. */
export async function requireVerifiedUser(args: GuardArgs): Promise<CurrentUser> {
  const user = await requireUser(args);
  if (!user.email_verified_at) throw redirect(verificationRequiredPath);
  return user;
}

/** docs/product.md#pages admin guard: signed out -> sign in (401); signed in without the admin role -> 403 screen. */
export async function requireAdmin(args: GuardArgs): Promise<CurrentUser> {
  const user = await requireUser(args);
  if (!user.roles.includes("admin")) {
    const message = (await serverI18n(args.context, ["auth"]))._(msg`This part of the forge is for administrators.`);
    throw data({ message }, { status: 403 });
  }
  return user;
}
