import { Newspaper } from "lucide-react";
import { Link, useLoaderData } from "react-router";
import { requestOrigin, socialMeta } from "../../components/seo/social-meta";
import { buttonClasses, Container, EmptyState, PageHeader } from "../../components/ui";
import { ArticleCard } from "../../features/articles/components/article-card";
import { TagFilter } from "../../features/articles/components/tag-filter";
import { loadArticles } from "../../features/articles/server/load-articles.server";
import type { Route } from "./+types/list";

/** /articles?tag=&cursor=: published articles, newest first, 12 a page (server-rendered, no client fetch). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...(await loadArticles(request, context)), origin: requestOrigin(request) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const tag = loaderData?.tag;
  return [
    ...socialMeta({
      title: tag ? `Articles tagged ${tag.replace(/-/g, " ")}` : "Articles from the forge",
      description:
        "Guides, stories and techniques from Guildforge: forge safety, first tools, knife making, caring for steel.",
      canonical: `${loaderData?.origin ?? ""}/articles${tag ? `?tag=${tag}` : ""}`,
      noindex: loaderData?.paged,
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: "Guildforge articles",
      href: "/articles/feed.xml",
    },
  ];
}

export default function ArticlesListPage() {
  const { articles, tags, tag, next, paged, total } = useLoaderData<typeof loader>();
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader
        eyebrow="Articles"
        title="Articles from the forge"
        description="Guides, stories and techniques for new and returning smiths: what to wear, which hammer to buy, what a class is really like, and how to look after what you make."
        actions={
          <a href="/articles/feed.xml" className={buttonClasses("secondary", "sm")}>
            Subscribe to the feed
          </a>
        }
      />
      <TagFilter tags={tags} current={tag} />
      <p className="mt-6 text-sm text-iron-400" aria-live="polite">
        {total} {total === 1 ? "article" : "articles"}
        {tag ? ` tagged ${tag.replace(/-/g, " ")}` : ""}
      </p>
      {articles.length ? (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((a, i) => (
            <li key={a.slug}>
              <ArticleCard article={a} priority={i === 0 && !paged} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          className="mt-8"
          icon={<Newspaper aria-hidden="true" />}
          title="No articles here yet"
          description="New guides appear here as soon as they are published."
        />
      )}
      <nav aria-label="More articles" className="mt-10 flex flex-wrap gap-3">
        {paged ? (
          <Link to={tag ? `/articles?tag=${tag}` : "/articles"} className={buttonClasses("secondary")}>
            Newest articles
          </Link>
        ) : null}
        {next ? (
          <Link to={next} className={buttonClasses("primary")}>
            Older articles
          </Link>
        ) : null}
      </nav>
    </Container>
  );
}
