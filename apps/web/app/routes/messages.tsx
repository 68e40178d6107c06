import { PlannedPage } from "../components/planned/planned-page";
import { pageMeta } from "../components/seo/page-meta";

export const meta = () =>
  pageMeta("Messages", "Talk with instructors, hosts and other students before and after a class.");

export default function MessagesPage() {
  return (
    <PlannedPage
      eyebrow="Messages"
      title="Messages"
      description="Talk with instructors, hosts and other students before and after a class."
      audience="Signed-in members"
      willHold={[
        "Your conversations with unread counts",
        "The thread with new messages arriving live",
        "Blocking a member who bothers you",
      ]}
      links={[
        { to: "/login", label: "Sign in" },
        { to: "/classes", label: "Browse classes" },
        { to: "/help", label: "Help centre" },
      ]}
    />
  );
}
