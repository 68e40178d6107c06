import type { ArticleSummary } from "@guildforge/contracts";
import { Plural } from "@lingui/react/macro";
import { Link } from "react-router";
import { Card, ResponsiveImage } from "../../../components/ui";
import { formatDate } from "../../../lib/format-date";
import { useLocale } from "../../../lib/locale";

/** One article in the list: cover, title (the link), summary, author, date and reading time. */
export function ArticleCard({ article, priority }: { article: ArticleSummary; priority?: boolean }) {
  const locale = useLocale();
  return (
    <Card interactive className="relative flex h-full flex-col overflow-hidden">
      {article.cover ? (
        <ResponsiveImage
          image={article.cover}
          alt=""
          sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
          className="-mx-6 -mt-6 mb-6 aspect-[16/9] w-[calc(100%+3rem)] max-w-none"
          priority={priority}
        />
      ) : null}
      <div className="flex flex-1 flex-col">
        <h2 className="font-display text-xl font-semibold text-iron-100">
          <Link
            to={`/articles/${article.slug}`}
            lang="en"
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {article.title}
          </Link>
        </h2>
        <p className="mt-3 flex-1 text-iron-300" lang="en">
          {article.summary}
        </p>
        <p className="mt-4 text-sm text-iron-400">
          <span data-user-content>{article.author.name}</span> ·{" "}
          <time dateTime={article.published_at}>{formatDate(article.published_at, locale)}</time> ·{" "}
          <Plural value={article.reading_minutes} one="# min read" other="# min read" />
        </p>
      </div>
    </Card>
  );
}
