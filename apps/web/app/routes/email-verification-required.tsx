import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { MailCheck } from "lucide-react";
import { Link, redirect, useLoaderData } from "react-router";
import { pageMeta } from "../components/seo/page-meta";
import { buttonClasses } from "../components/ui";
import { ResendVerification } from "../features/auth/components/resend-verification";
import { safeRedirect } from "../features/auth/guards/redirect-target";
import { requireUser } from "../features/auth/server/guards.server";
import { pageMetaData } from "../lib/i18n/page-meta-data.server";
import type { Route } from "./+types/email-verification-required";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description, { noindex: true }) : [];

/** docs/product.md#pages: signed-in route (auth guard). Already verified users go on to where they were heading. */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const next = new URL(args.request.url).searchParams.get("redirect");
  if (user.email_verified_at) throw redirect(safeRedirect(next));
  const texts = await pageMetaData(
    args.context,
    ["shell", "auth"],
    msg`Verify your email`,
    msg`Confirm your email address to continue.`,
  );
  return { ...texts, email: user.email, next: next ? safeRedirect(next, "") : "" };
}

export default function EmailVerificationRequiredPage() {
  const { email, next } = useLoaderData<typeof loader>();
  return (
    <>
      <MailCheck className="size-10 text-ember-400" aria-hidden="true" />
      <h1 className="mt-4 font-display text-3xl font-semibold text-iron-100">
        <Trans>Check your email</Trans>
      </h1>
      <p className="mt-3 text-iron-300">
        <Trans>
          We sent a verification link to <strong className="text-iron-100">{email}</strong>. Open it to confirm your
          address: applying for a class, requesting one, voting, messaging an instructor or host and teaching all need a
          verified email.
        </Trans>
      </p>
      <p className="mt-3 text-sm text-iron-400">
        <Trans>No email after a few minutes? Check your spam folder, or send it again.</Trans>
      </p>
      <div className="mt-6">
        <ResendVerification />
      </div>
      <div className="mt-8 border-t border-iron-700 pt-5 text-sm">
        <Link to={next || "/"} className={buttonClasses("ghost", "sm")}>
          {next ? <Trans>Continue for now</Trans> : <Trans>Back to the home page</Trans>}
        </Link>
      </div>
    </>
  );
}
