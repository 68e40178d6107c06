import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Newspaper } from "lucide-react";
import { Link, useLoaderData } from "react-router";
import { requestOrigin, socialMeta } from "../../components/seo/social-meta";
import { buttonClasses, Container, EmptyState, PageHeader } from "../../components/ui";
import { ArticleCard } from "../../features/articles/components/article-card";
import { TagFilter } from "../../features/articles/components/tag-filter";
import { loadArticles } from "../../features/articles/server/load-articles.server";
import { languageContext } from "../../lib/i18n/language-context";
import { isLanguage } from "../../lib/i18n/languages";
import { routeMessages } from "../../lib/i18n/messages.server";
import { localizedPath } from "../../lib/i18n/negotiate";
import { serverI18n } from "../../lib/i18n/server-i18n.server";
import type { Route } from "./+types/list";

/** A tag's list (`?tag=`) is a page of its own for search engines (its canonical). */
export const handle = { canonicalQuery: ["tag"] };

/** /articles?tag=&cursor=: published articles, newest first, 12 a page (server-rendered, no client fetch). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [list, messages, i18n] = await Promise.all([
    loadArticles(request, context),
    routeMessages(context, ["articles"]),
    serverI18n(context, ["shell"]),
  ]);
  const tagName = list.tag?.replace(/-/g, " ");
  const language = context.get(languageContext);
  return {
    ...list,
    // The feed in the page's language (/de/articles/feed.xml): a feed reader sends no cookie.
    feedHref: localizedPath("/articles/feed.xml", isLanguage(language) ? language : "en"),
    ...messages,
    origin: requestOrigin(request),
    meta: {
      title: tagName ? i18n._(msg`Articles tagged ${tagName}`) : i18n._(msg`Articles from the forge`),
      description: i18n._(
        msg`Guides, stories and techniques from Guildforge: forge safety, first tools, knife making, caring for steel.`,
      ),
      feed: i18n._(msg`Guildforge articles`),
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const tag = loaderData?.tag;
  return [
    ...socialMeta({
      title: loaderData?.meta.title ?? "",
      description: loaderData?.meta.description ?? "",
      noindex: loaderData?.paged,
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: loaderData?.meta.feed,
      href: loaderData?.feedHref ?? "/articles/feed.xml",
    },
  ];
}

export default function ArticlesListPage() {
  const { articles, tags, tag, next, paged, total, feedHref } = useLoaderData<typeof loader>();
  const { t } = useLingui();
  const tagName = tag?.replace(/-/g, " ");
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader
        eyebrow={t`Articles`}
        title={t`Articles from the forge`}
        description={t`Guides, stories and techniques for new and returning smiths: what to wear, which hammer to buy, what a class is really like, and how to look after what you make.`}
        actions={
          <a href={feedHref} className={buttonClasses("secondary", "sm")}>
            <Trans>Subscribe to the feed</Trans>
          </a>
        }
      />
      <TagFilter tags={tags} current={tag} />
      <p className="mt-6 text-sm text-iron-400" aria-live="polite">
        {tagName ? (
          <Plural value={total} one={`# article tagged ${tagName}`} other={`# articles tagged ${tagName}`} />
        ) : (
          <Plural value={total} one="# article" other="# articles" />
        )}
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
          title={t`No articles here yet`}
          description={t`New guides appear here as soon as they are published.`}
        />
      )}
      <nav aria-label={t`More articles`} className="mt-10 flex flex-wrap gap-3">
        {paged ? (
          <Link to={tag ? `/articles?tag=${tag}` : "/articles"} className={buttonClasses("secondary")}>
            <Trans>Newest articles</Trans>
          </Link>
        ) : null}
        {next ? (
          <Link to={next} className={buttonClasses("primary")}>
            <Trans>Older articles</Trans>
          </Link>
        ) : null}
      </nav>
    </Container>
  );
}
