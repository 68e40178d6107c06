import { PlannedPage } from "../../components/planned/planned-page";
import { pageMeta } from "../../components/seo/page-meta";

export const meta = () =>
  pageMeta(
    "Browse blacksmithing classes",
    "In-person classes at real forges, from a first day at the anvil to pattern-welded blades.",
  );

export default function ClassesBrowsePage() {
  return (
    <PlannedPage
      eyebrow="Classes"
      title="Browse blacksmithing classes"
      description="In-person classes at real forges, from a first day at the anvil to pattern-welded blades."
      willHold={[
        "Every published class with date, place, price, seats left and skill level",
        "Filters by theme, location, date, price and skill level",
        "A map of forges near you",
      ]}
      links={[
        { to: "/learn/knife-making", label: "Learn about knife making" },
        { to: "/learn/tool-making", label: "Learn about tool making" },
        { to: "/request-class", label: "Request a class that is not listed" },
        { to: "/class-requests", label: "Vote on class requests" },
      ]}
    />
  );
}
