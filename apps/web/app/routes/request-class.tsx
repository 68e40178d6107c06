import { PlannedPage } from "../components/planned/planned-page";
import { pageMeta } from "../components/seo/page-meta";

export const meta = () =>
  pageMeta(
    "Request a class",
    "Can't find the class you want? Describe it, and the community votes it up so instructors see what people will sign up for.",
  );

export default function RequestClassPage() {
  return (
    <PlannedPage
      eyebrow="Class requests"
      title="Request a class"
      description="Can't find the class you want? Describe it, and the community votes it up so instructors see what people will sign up for."
      audience="Signed-in members"
      willHold={[
        "A form: what you want to learn, theme, skill level, where and when",
        "Review by the Guildforge team before the request goes live for voting",
        "Live updates to you when its status changes",
      ]}
      links={[
        { to: "/class-requests", label: "See and vote on existing requests" },
        { to: "/classes", label: "Browse classes" },
        { to: "/faq", label: "FAQ" },
      ]}
    />
  );
}
