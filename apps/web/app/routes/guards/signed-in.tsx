import { Outlet } from "react-router";
import { requireUser } from "../../features/auth/server/guards.server";
import { notAfterNetworkFailure } from "../../lib/forms/revalidation";
import type { Route } from "./+types/signed-in";

/** docs/product.md#pages auth guard for the signed-in routes: signed-out visitors go to /login?redirect=<page>. */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  return null;
}

export default function SignedInGuard() {
  return <Outlet />;
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
