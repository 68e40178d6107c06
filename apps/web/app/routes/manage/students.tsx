import { PlannedPage } from "../../components/planned/planned-page";
import { pageMeta } from "../../components/seo/page-meta";

export const meta = () => pageMeta("Manage students", "Rosters for the classes you teach or host.");

export default function ManageStudentsPage() {
  return (
    <PlannedPage
      eyebrow="Teaching"
      title="Manage students"
      description="Rosters for the classes you teach or host."
      audience="Instructors, hosts and admins"
      willHold={[
        "Accepted students per class with contact details",
        "Safety acknowledgements and experience levels",
        "CSV export of a roster",
      ]}
      links={[
        { to: "/manage/applications", label: "Manage applications" },
        { to: "/classes/create", label: "Create a class" },
        { to: "/safety", label: "Forge safety rules" },
      ]}
    />
  );
}
