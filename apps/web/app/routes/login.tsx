import { useSearchParams } from "react-router";
import { pageMeta } from "../components/seo/page-meta";
import { FormAlert } from "../components/ui";
import { AuthCard } from "../features/auth/components/auth-card";
import { LoginForm } from "../features/auth/components/login-form";
import { TextLink } from "../features/auth/components/text-link";

export const meta = () =>
  pageMeta("Sign in", "Sign in to apply to classes, vote on class requests and message instructors.");

export default function LoginPage() {
  const [params] = useSearchParams();
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
      <LoginForm redirectTo={redirectTo} email={email} />
      <p className="mt-5 text-center text-sm">
        <TextLink to="/forgot-password">Forgot your password?</TextLink>
      </p>
    </AuthCard>
  );
}
