import { PlannedPage } from "../components/planned/planned-page";
import { pageMeta } from "../components/seo/page-meta";
import type { Route } from "./+types/user-profile";

export const meta = () => pageMeta("Member profile", "A Guildforge member's public page.");

export default function UserProfilePage({ params }: Route.ComponentProps) {
  return (
    <PlannedPage
      eyebrow={`Community · ${params.slug}`}
      title="Member profile"
      description="A Guildforge member's public page."
      willHold={[
        "Name, photo, home location and bio",
        "For instructors and hosts: specialities, venue and upcoming classes",
        "A button to send the member a message",
      ]}
      links={[
        { to: "/instructors", label: "All instructors" },
        { to: "/classes", label: "Browse classes" },
        { to: "/messages", label: "Messages" },
      ]}
    />
  );
}
