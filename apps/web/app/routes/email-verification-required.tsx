import { PlannedPage } from "../components/planned/planned-page";
import { pageMeta } from "../components/seo/page-meta";

export const meta = () =>
  pageMeta(
    "Please verify your email",
    "Applying to classes, requesting classes and messaging need a verified email address.",
  );

export default function EmailVerificationRequiredPage() {
  return (
    <PlannedPage
      eyebrow="Account"
      title="Please verify your email"
      description="Applying to classes, requesting classes and messaging need a verified email address."
      audience="Signed-in members"
      willHold={[
        "The address we sent the verification link to",
        "A button to resend the link (rate-limited)",
        "A way to correct a mistyped address",
      ]}
      links={[
        { to: "/help", label: "Help centre" },
        { to: "/classes", label: "Browse classes meanwhile" },
        { to: "/", label: "Home page" },
      ]}
      frame="card"
    />
  );
}
