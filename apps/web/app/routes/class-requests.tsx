import { PlannedPage } from "../components/planned/planned-page";
import { pageMeta } from "../components/seo/page-meta";

export const meta = () =>
  pageMeta(
    "Class requests",
    "Classes the community wants. Vote for the ones you would take; instructors turn the most wanted into real classes.",
  );

export default function ClassRequestsPage() {
  return (
    <PlannedPage
      eyebrow="Class requests"
      title="Class requests"
      description="Classes the community wants. Vote for the ones you would take; instructors turn the most wanted into real classes."
      willHold={[
        "Approved requests with their vote counts",
        "Sorting by votes, newest or nearest, filtering by theme and location",
        "One vote per member per request, which you can take back",
      ]}
      links={[
        { to: "/request-class", label: "Request a class" },
        { to: "/classes", label: "Browse classes" },
        { to: "/become-instructor", label: "Teach a requested class" },
      ]}
    />
  );
}
