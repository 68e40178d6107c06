import { PlannedPage } from "../../components/planned/planned-page";
import { pageMeta } from "../../components/seo/page-meta";

export const meta = () =>
  pageMeta("Articles from the forge", "Guides, stories and techniques from Guildforge instructors.");

export default function ArticlesListPage() {
  return (
    <PlannedPage
      eyebrow="Articles"
      title="Articles from the forge"
      description="Guides, stories and techniques from Guildforge instructors."
      willHold={["Articles with cover image, summary and author", "Tags such as beginners, tools, steel and safety"]}
      links={[
        { to: "/learn/tool-making", label: "Learn: tool making" },
        { to: "/safety", label: "Forge safety rules" },
        { to: "/faq", label: "FAQ" },
      ]}
    />
  );
}
