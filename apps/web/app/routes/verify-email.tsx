import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { pageMeta } from "../components/seo/page-meta";
import { VerifyEmailStatus } from "../features/auth/components/verify-email-status";
import { pageMetaData } from "../lib/i18n/page-meta-data.server";
import type { Route } from "./+types/verify-email";

/** The page's texts in its language (the status's are the `auth` catalog's). */
export const loader = ({ context }: Route.LoaderArgs) =>
  pageMetaData(context, ["shell", "auth"], msg`Verify your email`, msg`Confirm your Guildforge email address.`);

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description, { noindex: true }) : [];

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the identity
  const query = useMemo(
    () => ({
      id: params.get("id"),
      hash: params.get("hash"),
      expires: params.get("expires"),
      signature: params.get("signature"),
    }),
    [key],
  );
  return (
    <>
      <h1 className="font-display text-3xl font-semibold text-iron-100">
        <Trans>Verify your email</Trans>
      </h1>
      <div className="mt-6">
        <VerifyEmailStatus query={query} />
      </div>
    </>
  );
}
