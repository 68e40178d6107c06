import { useSearchParams } from "react-router";
import { pageMeta } from "../components/seo/page-meta";
import { AuthCard } from "../features/auth/components/auth-card";
import { RegisterForm } from "../features/auth/components/register-form";
import { TextLink } from "../features/auth/components/text-link";

export const meta = () =>
  pageMeta("Create an account", "Join Guildforge to book blacksmithing classes, request classes and message smiths.");

export default function RegisterPage() {
  const [params] = useSearchParams();
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
      <RegisterForm redirectTo={redirectTo} email={params.get("email") ?? undefined} />
    </AuthCard>
  );
}
