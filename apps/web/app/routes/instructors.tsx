import { PlannedPage } from "../components/planned/planned-page";
import { pageMeta } from "../components/seo/page-meta";

export const meta = () =>
  pageMeta(
    "Instructors",
    "Meet the working smiths who teach on Guildforge: bladesmiths, farriers, toolmakers and architectural blacksmiths.",
  );

export default function InstructorsPage() {
  return (
    <PlannedPage
      eyebrow="Community"
      title="Instructors"
      description="Meet the working smiths who teach on Guildforge: bladesmiths, farriers, toolmakers and architectural blacksmiths."
      willHold={[
        "Every approved instructor with photo, home forge and specialities",
        "Filters by theme and location",
        "Upcoming classes and ratings for each instructor",
      ]}
      links={[
        { to: "/become-instructor", label: "Teach on Guildforge" },
        { to: "/classes", label: "Browse classes" },
        { to: "/about", label: "About Guildforge" },
      ]}
    />
  );
}
