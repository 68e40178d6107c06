import { type CurrentUser, currentUserSchema } from "@guildforge/contracts";
import { data, type RouterContextProvider, redirect } from "react-router";
import { loadJsonOrNull } from "../../../lib/server-api/api-json.server";
import { loginRedirectPath, verificationRequiredPath } from "../guards/redirect-target";

interface GuardArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The visitor's user from `GET /api/user` (in-process, with their cookie), or null when signed out. */
export function currentUser(context: Readonly<RouterContextProvider>): Promise<CurrentUser | null> {
  return loadJsonOrNull(context, "/api/user", currentUserSchema, [401, 403]);
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
    throw data({ message: "This part of the forge is for administrators." }, { status: 403 });
  }
  return user;
}
