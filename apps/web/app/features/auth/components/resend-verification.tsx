import { useState } from "react";
import { Button, FormAlert } from "../../../components/ui";
import { isApiError, leftToToast, showInline } from "../../../lib/api";
import { resendVerification } from "../api/resend-verification";

type State = { kind: "idle" | "sending" } | { kind: "sent" | "limited" | "failed"; message: string };

export const resendRateLimitedMessage =
  "You have asked for several links in a short time. Please wait a minute before asking again.";

/**
 * The resend button of /email-verification-required and of the verify-email banner, with its sent
 * and rate-limited messages; `size` "sm" for the banner.
 */
export function ResendVerification({ size }: { size?: "sm" } = {}) {
  const [state, setState] = useState<State>({ kind: "idle" });
  const resend = async () => {
    setState({ kind: "sending" });
    try {
      const { message } = await resendVerification();
      setState({ kind: "sent", message });
    } catch (error) {
      if (leftToToast(error)) return setState({ kind: "idle" }); // offline, signed out or server trouble: the toast says it, once
      showInline(error); // shown in the form, so not toasted as well
      if (isApiError(error) && error.status === 429)
        setState({ kind: "limited", message: error.message || resendRateLimitedMessage });
      else setState({ kind: "failed", message: "We could not send the email just now. Please try again." });
    }
  };
  return (
    <div className="space-y-4">
      <div aria-live="polite">
        {state.kind === "sent" ? <FormAlert tone="success">{state.message}</FormAlert> : null}
        {state.kind === "limited" ? <FormAlert tone="info">{state.message}</FormAlert> : null}
        {state.kind === "failed" ? <FormAlert>{state.message}</FormAlert> : null}
      </div>
      <Button
        size={size}
        onClick={() => void resend()}
        disabled={state.kind === "sending"}
        aria-busy={state.kind === "sending" || undefined}
      >
        {state.kind === "sending" ? "Sending…" : "Resend the verification email"}
      </Button>
    </div>
  );
}
