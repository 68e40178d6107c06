import { PlannedPage } from "../../components/planned/planned-page";
import { pageMeta } from "../../components/seo/page-meta";

export const meta = () =>
  pageMeta(
    "Create a class",
    "Instructors and hosts set up a class: what you will forge, when, where and for how many students.",
  );

export default function ClassesCreatePage() {
  return (
    <PlannedPage
      eyebrow="Teaching"
      title="Create a class"
      description="Instructors and hosts set up a class: what you will forge, when, where and for how many students."
      audience="Instructors, hosts and admins"
      willHold={[
        "Title, theme, skill level, description and what is included",
        "Sessions with dates and times in the venue's time zone",
        "Venue, capacity, price, minimum age and safety requirements",
        "Save as a draft or publish; publishing tells everyone watching for new classes",
      ]}
      links={[
        { to: "/become-instructor", label: "Become an instructor" },
        { to: "/safety", label: "Forge safety rules" },
        { to: "/cancellation", label: "Cancellation policy" },
      ]}
    />
  );
}
