import { useActionData, useSearchParams } from "react-router";
import { pageMeta } from "../components/seo/page-meta";
import { FormAlert } from "../components/ui";
import { AuthCard } from "../features/auth/components/auth-card";
import { LoginForm } from "../features/auth/components/login-form";
import { TextLink } from "../features/auth/components/text-link";
import { loginAction } from "../features/auth/server/sign-in-actions.server";
import { formClientAction } from "../lib/forms/client-action";
import { notAfterNetworkFailure } from "../lib/forms/revalidation";
import type { Route } from "./+types/login";

export const meta = () =>
  pageMeta("Sign in", "Sign in to apply to classes, vote on class requests and message instructors.");

/** The session cookie the API sets reaches the browser on the action's redirect (decision 535). */
export const action = (args: Route.ActionArgs) => loginAction(args);
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());

export default function LoginPage() {
  const [params] = useSearchParams();
  const answer = useActionData<typeof action>();
  const redirectTo = params.get("redirect");
  const email = params.get("email") ?? undefined;
  const registerLink = redirectTo ? `/register?${new URLSearchParams({ redirect: redirectTo })}` : "/register";
  return (
    <AuthCard
      title="Sign in"
      description="Welcome back to the forge."
      footer={
        <p>
          New to Guildforge? <TextLink to={registerLink}>Create an account</TextLink>
        </p>
      }
    >
      {params.get("reset") === "1" ? (
        <FormAlert tone="success" className="mb-5">
          Your password has been changed. Sign in with the new one.
        </FormAlert>
      ) : null}
      <LoginForm email={email} lastResult={answer?.result} />
      <p className="mt-5 text-center text-sm">
        <TextLink to="/forgot-password">Forgot your password?</TextLink>
      </p>
    </AuthCard>
  );
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
