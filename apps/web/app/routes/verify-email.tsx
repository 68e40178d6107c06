import { PlannedPage } from "../components/planned/planned-page";
import { pageMeta } from "../components/seo/page-meta";

export const meta = () =>
  pageMeta(
    "Verify your email",
    "Opened from the link in your verification email: it confirms that the address belongs to you.",
  );

export default function VerifyEmailPage() {
  return (
    <PlannedPage
      eyebrow="Account"
      title="Verify your email"
      description="Opened from the link in your verification email: it confirms that the address belongs to you."
      willHold={[
        "Confirmation that your email address is verified, then onward to your dashboard",
        "A clear message when the link has expired, with a button to send a fresh one",
      ]}
      links={[
        { to: "/login", label: "Sign in" },
        { to: "/help", label: "Help centre" },
        { to: "/", label: "Home page" },
      ]}
      frame="card"
    />
  );
}
