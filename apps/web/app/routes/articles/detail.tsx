import { PlannedPage } from "../../components/planned/planned-page";
import { pageMeta } from "../../components/seo/page-meta";
import type { Route } from "./+types/detail";

export const meta = () => pageMeta("Article", "An article from the Guildforge forge: guides, stories and techniques.");

export default function ArticlePage({ params }: Route.ComponentProps) {
  return (
    <PlannedPage
      eyebrow={`Article · ${params.slug}`}
      title="Article"
      description="One article from Guildforge's instructors."
      willHold={[
        "The article with its cover image, author and publication date",
        "Tags linking to related articles and to classes on the same theme",
      ]}
      links={[
        { to: "/articles", label: "All articles" },
        { to: "/classes", label: "Browse classes" },
        { to: "/safety", label: "Forge safety rules" },
      ]}
    />
  );
}
