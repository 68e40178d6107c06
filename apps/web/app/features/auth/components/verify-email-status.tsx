import { type VerifyEmailBody, verifyEmailBodySchema } from "@guildforge/contracts";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { CircleCheck, CircleX, LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui";
import { isApiError } from "../../../lib/api";
import { verifyEmail } from "../api/verify-email";
import { useAuthStore } from "../stores/auth-store";

type State = { kind: "verifying" } | { kind: "verified" } | { kind: "failed"; message: string | MessageDescriptor };

const brokenLink = msg`This verification link is incomplete. Open the link from the email again, or request a new one.`;
const couldNotVerify = msg`We could not verify your email just now. Please try again.`;

/** Reads id/hash/expires/signature from the link's query and POSTs them once; shows the outcome. */
export function VerifyEmailStatus({ query }: { query: Record<string, string | null> }) {
  const [state, setState] = useState<State>({ kind: "verifying" });
  const started = useRef(false);
  const { i18n } = useLingui();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const parsed = verifyEmailBodySchema.safeParse(query);
    if (!parsed.success) {
      setState({ kind: "failed", message: brokenLink });
      return;
    }
    verifyEmail(parsed.data as VerifyEmailBody)
      .then(async () => {
        setState({ kind: "verified" });
        // A signed-in user's email_verified_at changed: refresh the store (docs/product.md#states auth check).
        await useAuthStore
          .getState()
          .checkAuth()
          .catch(() => {});
      })
      .catch((error: unknown) => {
        const message = isApiError(error) && error.message ? error.message : couldNotVerify;
        setState({ kind: "failed", message });
      });
  }, [query]);

  if (state.kind === "verifying") {
    return (
      <p role="status" className="flex items-center gap-3 text-iron-200">
        <LoaderCircle className="size-5 animate-spin text-ember-400" aria-hidden="true" />
        <Trans>Checking your verification link…</Trans>
      </p>
    );
  }
  if (state.kind === "verified") {
    return (
      <div role="status" className="space-y-5">
        <p className="flex items-start gap-3 text-lg text-iron-100">
          <CircleCheck className="mt-1 size-6 shrink-0 text-success-400" aria-hidden="true" />
          <Trans>Your email address is verified. Welcome to the guild!</Trans>
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to="/dashboard" className={buttonClasses("primary")}>
            <Trans>Go to your dashboard</Trans>
          </Link>
          <Link to="/classes" className={buttonClasses("secondary")}>
            <Trans>Browse classes</Trans>
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div role="alert" className="space-y-5">
      <p className="flex items-start gap-3 text-iron-100">
        <CircleX className="mt-0.5 size-6 shrink-0 text-danger-300" aria-hidden="true" />
        {typeof state.message === "string" ? state.message : i18n._(state.message)}
      </p>
      <Link to="/email-verification-required" className={buttonClasses("secondary")}>
        <Trans>Request a new link</Trans>
      </Link>
    </div>
  );
}
