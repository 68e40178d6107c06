import { LogoLink } from "../components/layout/logo-link";
import { PlannedPage } from "../components/planned/planned-page";
import { pageMeta } from "../components/seo/page-meta";

export const meta = () =>
  pageMeta(
    "Create your Guildforge account",
    "One account lets you apply to classes, request the classes you want and vote on what the community should forge next.",
  );

export default function RegisterPage() {
  return (
    <div className="flex min-h-dvh flex-col justify-center py-10">
      <div className="mx-auto mb-2 w-full max-w-6xl px-5 sm:px-8">
        <LogoLink />
      </div>
      <PlannedPage
        eyebrow="Account"
        title="Create your Guildforge account"
        description="One account lets you apply to classes, request the classes you want and vote on what the community should forge next."
        willHold={[
          "Name, email and password, with the rules shown beside each field",
          "Agreement to the terms and the forge safety rules",
          "A verification email sent as soon as you register",
          "Every new account starts as a student; instructors and hosts apply afterwards",
        ]}
        links={[
          { to: "/login", label: "Already have an account? Sign in" },
          { to: "/terms", label: "Terms of service" },
          { to: "/safety", label: "Forge safety rules" },
          { to: "/", label: "Back to the home page" },
        ]}
      />
    </div>
  );
}
