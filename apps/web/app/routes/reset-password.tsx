import { LogoLink } from "../components/layout/logo-link";
import { PlannedPage } from "../components/planned/planned-page";
import { pageMeta } from "../components/seo/page-meta";

export const meta = () =>
  pageMeta(
    "Choose a new password",
    "Opened from the link in a password-reset email: set a new password and sign in again.",
  );

export default function ResetPasswordPage() {
  return (
    <div className="flex min-h-dvh flex-col justify-center py-10">
      <div className="mx-auto mb-2 w-full max-w-6xl px-5 sm:px-8">
        <LogoLink />
      </div>
      <PlannedPage
        eyebrow="Account"
        title="Choose a new password"
        description="Opened from the link in a password-reset email: set a new password and sign in again."
        willHold={[
          "New password and confirmation fields",
          "A clear message when the link has expired or was already used",
          "Every other session of the account signed out after the change",
        ]}
        links={[
          { to: "/forgot-password", label: "Request a new reset link" },
          { to: "/login", label: "Back to sign in" },
          { to: "/help", label: "Help centre" },
        ]}
      />
    </div>
  );
}
