import { Outlet } from "react-router";
import { requireVerifiedUser } from "../../features/auth/server/guards.server";
import { notAfterNetworkFailure } from "../../lib/forms/revalidation";
import type { Route } from "./+types/verified";

/**
 * Signed-in routes that act towards other people (creating and managing classes) also need a
 * verified email (docs/product.md#states); unverified users go to /email-verification-required.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireVerifiedUser(args);
  return null;
}

export default function VerifiedGuard() {
  return <Outlet />;
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
