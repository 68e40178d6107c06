import { LogoLink } from "../components/layout/logo-link";
import { PlannedPage } from "../components/planned/planned-page";
import { pageMeta } from "../components/seo/page-meta";

export const meta = () =>
  pageMeta(
    "Forgot your password?",
    "Enter the email address of your account and we will send you a link to choose a new password.",
  );

export default function ForgotPasswordPage() {
  return (
    <div className="flex min-h-dvh flex-col justify-center py-10">
      <div className="mx-auto mb-2 w-full max-w-6xl px-5 sm:px-8">
        <LogoLink />
      </div>
      <PlannedPage
        eyebrow="Account"
        title="Forgot your password?"
        description="Enter the email address of your account and we will send you a link to choose a new password."
        willHold={[
          'An email field and a "send reset link" button',
          "The same answer whether or not the address has an account, so nobody can probe for members",
          "A reminder that the link expires after one hour",
        ]}
        links={[
          { to: "/login", label: "Back to sign in" },
          { to: "/register", label: "Create an account" },
          { to: "/help", label: "Help centre" },
        ]}
      />
    </div>
  );
}
