import { MailCheck } from "lucide-react";
import { Link, redirect, useLoaderData } from "react-router";
import { pageMeta } from "../components/seo/page-meta";
import { buttonClasses } from "../components/ui";
import { ResendVerification } from "../features/auth/components/resend-verification";
import { safeRedirect } from "../features/auth/guards/redirect-target";
import { requireUser } from "../features/auth/server/guards.server";
import type { Route } from "./+types/email-verification-required";

export const meta = () => pageMeta("Verify your email", "Confirm your email address to continue.", { noindex: true });

/** docs/product.md#pages: signed-in route (auth guard). Already verified users go on to where they were heading. */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const next = new URL(args.request.url).searchParams.get("redirect");
  if (user.email_verified_at) throw redirect(safeRedirect(next));
  return { email: user.email, next: next ? safeRedirect(next, "") : "" };
}

export default function EmailVerificationRequiredPage() {
  const { email, next } = useLoaderData<typeof loader>();
  return (
    <>
      <MailCheck className="size-10 text-ember-400" aria-hidden="true" />
      <h1 className="mt-4 font-display text-3xl font-semibold text-iron-100">Check your email</h1>
      <p className="mt-3 text-iron-300">
        We sent a verification link to <strong className="text-iron-100">{email}</strong>. Open it to confirm your
        address: applying for a class, requesting one, voting, messaging an instructor or host and teaching all need a
        verified email.
      </p>
      <p className="mt-3 text-sm text-iron-400">
        No email after a few minutes? Check your spam folder, or send it again.
      </p>
      <div className="mt-6">
        <ResendVerification />
      </div>
      <div className="mt-8 border-t border-iron-700 pt-5 text-sm">
        <Link to={next || "/"} className={buttonClasses("ghost", "sm")}>
          {next ? "Continue for now" : "Back to the home page"}
        </Link>
      </div>
    </>
  );
}
