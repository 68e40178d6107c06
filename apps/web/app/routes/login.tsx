import { LogoLink } from "../components/layout/logo-link";
import { PlannedPage } from "../components/planned/planned-page";
import { pageMeta } from "../components/seo/page-meta";

export const meta = () =>
  pageMeta("Sign in", "Sign in to apply to classes, vote on class requests and message instructors.");

export default function LoginPage() {
  return (
    <div className="flex min-h-dvh flex-col justify-center py-10">
      <div className="mx-auto mb-2 w-full max-w-6xl px-5 sm:px-8">
        <LogoLink />
      </div>
      <PlannedPage
        eyebrow="Account"
        title="Sign in"
        description="Sign in to apply to classes, vote on class requests and message instructors."
        willHold={[
          'Email and password sign-in with a "remember me" option',
          "A link to reset a forgotten password",
          "Clear messages when details are wrong or the account needs verification",
          "A link to create an account",
        ]}
        links={[
          { to: "/register", label: "Create an account" },
          { to: "/forgot-password", label: "Forgot your password?" },
          { to: "/classes", label: "Browse classes without an account" },
          { to: "/", label: "Back to the home page" },
        ]}
      />
    </div>
  );
}
