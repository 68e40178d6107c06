import { useSearchParams } from "react-router";
import { pageMeta } from "../components/seo/page-meta";
import { AuthCard } from "../features/auth/components/auth-card";
import { ForgotPasswordForm } from "../features/auth/components/forgot-password-form";
import { TextLink } from "../features/auth/components/text-link";

export const meta = () => pageMeta("Forgot your password?", "Get a link to set a new Guildforge password.");

export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email you signed up with and we will send you a link to set a new one."
      footer={
        <p>
          Remembered it? <TextLink to="/login">Back to sign in</TextLink>
        </p>
      }
    >
      <ForgotPasswordForm email={params.get("email") ?? undefined} />
    </AuthCard>
  );
}
