import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { pageMeta } from "../components/seo/page-meta";
import { VerifyEmailStatus } from "../features/auth/components/verify-email-status";

export const meta = () => pageMeta("Verify your email", "Confirm your Guildforge email address.", { noindex: true });

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
      <h1 className="font-display text-3xl font-semibold text-iron-100">Verify your email</h1>
      <div className="mt-6">
        <VerifyEmailStatus query={query} />
      </div>
    </>
  );
}
