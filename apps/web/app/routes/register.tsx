import { useActionData, useSearchParams } from "react-router";
import { pageMeta } from "../components/seo/page-meta";
import { AuthCard } from "../features/auth/components/auth-card";
import { RegisterForm } from "../features/auth/components/register-form";
import { TextLink } from "../features/auth/components/text-link";
import { registerAction } from "../features/auth/server/sign-in-actions.server";
import { formClientAction } from "../lib/forms/client-action";
import { notAfterNetworkFailure } from "../lib/forms/revalidation";
import type { Route } from "./+types/register";

export const meta = () =>
  pageMeta("Create an account", "Join Guildforge to book blacksmithing classes, request classes and message smiths.");

/** The API signs the new account in; its session cookie reaches the browser on the redirect (decision 535). */
export const action = (args: Route.ActionArgs) => registerAction(args);
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());

export default function RegisterPage() {
  const [params] = useSearchParams();
  const answer = useActionData<typeof action>();
  const redirectTo = params.get("redirect");
  const loginLink = redirectTo ? `/login?${new URLSearchParams({ redirect: redirectTo })}` : "/login";
  return (
    <AuthCard
      title="Create an account"
      description="Every smith starts as a student. Teaching comes later, after a short application."
      footer={
        <p>
          Already a member? <TextLink to={loginLink}>Sign in</TextLink>
        </p>
      }
    >
      <RegisterForm redirectTo={redirectTo} email={params.get("email") ?? undefined} lastResult={answer?.result} />
    </AuthCard>
  );
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
