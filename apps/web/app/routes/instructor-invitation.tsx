import { PlannedPage } from "../components/planned/planned-page";
import { pageMeta } from "../components/seo/page-meta";

export const meta = () =>
  pageMeta("Instructor invitation", "Accept an invitation to teach blacksmithing classes on Guildforge.", {
    noindex: true,
  });

export default function InstructorInvitationPage() {
  return (
    <PlannedPage
      eyebrow="Teach"
      title="Instructor invitation"
      description="You were invited to teach on Guildforge. Accepting makes you an instructor straight away, linked to the forge that invited you."
      willHold={[
        "Who invited you and to which forge",
        "Accept when signed in, or register with the invited email address first",
        "A clear message when the invitation has expired (after 7 days) or was already used",
      ]}
      links={[
        { to: "/login", label: "Sign in" },
        { to: "/register", label: "Create an account" },
        { to: "/become-instructor", label: "About teaching on Guildforge" },
      ]}
    />
  );
}
