import { PlannedPage } from "../../components/planned/planned-page";
import { pageMeta } from "../../components/seo/page-meta";

export const meta = () => pageMeta("Manage applications", "Decide on applications to your classes.");

export default function ManageApplicationsPage() {
  return (
    <PlannedPage
      eyebrow="Teaching"
      title="Manage applications"
      description="Decide on applications to your classes."
      audience="Instructors, hosts and admins"
      willHold={[
        "Pending applications with each student's message and experience",
        "Accept, reject or waitlist, with an optional note",
        "Seats left, kept exact even when decisions happen at once",
      ]}
      links={[
        { to: "/manage/students", label: "Manage students" },
        { to: "/classes/create", label: "Create a class" },
      ]}
    />
  );
}
