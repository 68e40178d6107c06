import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link, useLoaderData } from "react-router";
import { requestOrigin, socialMeta } from "../../components/seo/social-meta";
import { Badge, Container, Prose, ResponsiveImage } from "../../components/ui";
import { RelatedClasses } from "../../features/articles/components/related-classes";
import { articleJsonLd } from "../../features/articles/lib/article-json-ld";
import { loadArticle } from "../../features/articles/server/load-article.server";
import { formatDate } from "../../lib/format-date";
import { routeMessages } from "../../lib/i18n/messages.server";
import { useLocale } from "../../lib/locale";
import type { Route } from "./+types/detail";

/** /articles/{slug}: a published article (drafts and scheduled ones are 404 for everyone here). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const [article, messages] = await Promise.all([
    loadArticle(context, params.slug),
    routeMessages(context, ["articles"]),
  ]);
  return { article, ...messages, origin: requestOrigin(request) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { article: a, origin } = loaderData;
  return [
    ...socialMeta({
      title: a.title,
      description: a.summary,
      image: a.cover ? `${origin}${a.cover.url}` : null,
      type: "article",
      jsonLd: articleJsonLd(a, origin),
    }),
    { property: "article:published_time", content: a.published_at },
    { property: "article:modified_time", content: a.updated_at },
    ...a.tags.map((t) => ({ property: "article:tag", content: t })),
  ];
}

export default function ArticlePage() {
  const { article: a } = useLoaderData<typeof loader>();
  const locale = useLocale();
  const { t } = useLingui();
  const published = formatDate(a.published_at, locale);
  return (
    <Container className="py-12 sm:py-16">
      <article className="grid gap-10 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0">
          <header>
            <p className="mb-3 text-sm font-semibold tracking-widest text-ember-400 uppercase">
              <Link to="/articles" className="hover:text-ember-300">
                <Trans>Articles</Trans>
              </Link>
            </p>
            <h1 className="font-display text-4xl font-semibold break-words text-iron-100 sm:text-5xl" lang="en">
              {a.title}
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-iron-300" lang="en">
              {a.summary}
            </p>
            <p className="mt-4 text-sm text-iron-400">
              <Trans>
                By{" "}
                <Link
                  to={`/users/${a.author.slug}`}
                  data-user-content
                  className="text-iron-200 underline hover:text-ember-300"
                >
                  {a.author.name}
                </Link>{" "}
                · <time dateTime={a.published_at}>{published}</time> ·{" "}
                <Plural value={a.reading_minutes} one="# min read" other="# min read" />
              </Trans>
            </p>
            {a.tags.length ? (
              <ul className="mt-4 flex flex-wrap gap-2" aria-label={t`Tags`}>
                {a.tags.map((t) => (
                  <li key={t}>
                    <Link to={`/articles?tag=${t}`}>
                      <Badge tone="ember" data-user-content>
                        {t.replace(/-/g, " ")}
                      </Badge>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </header>
          {a.cover ? (
            <ResponsiveImage
              image={a.cover}
              alt=""
              sizes="(min-width: 1024px) 760px, 100vw"
              className="mt-8 aspect-[16/9] w-full rounded-lg"
              priority
            />
          ) : null}
          {/* Articles have no language of their own yet: their authors write them in English. */}
          <Prose
            className="mt-8"
            lang="en"
            data-testid="article-body"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: body_html comes from the server's one sanitising Markdown pipeline (decision 300), tested with the XSS corpus in Chromium.
            dangerouslySetInnerHTML={{ __html: a.body_html }}
          />
        </div>
        <aside className="space-y-6 lg:pt-24">
          <RelatedClasses classes={a.related_classes} theme={a.theme} />
        </aside>
      </article>
    </Container>
  );
}
