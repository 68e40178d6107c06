import { msg } from "@lingui/core/macro";
import { useLingui as useLinguiI18n } from "@lingui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Newspaper } from "lucide-react";
import { Link, useLoaderData } from "react-router";
import { QueueHeader } from "../../components/admin/queue-header";
import { pageMeta } from "../../components/seo/page-meta";
import { buttonClasses, EmptyState } from "../../components/ui";
import { ArticleRow } from "../../features/articles/components/admin/article-row";
import { loadAdminArticles } from "../../features/articles/server/load-admin-articles.server";
import { pageMetaData } from "../../lib/i18n/page-meta-data.server";
import type { Route } from "./+types/articles";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData?.meta.title ?? "", loaderData?.meta.description ?? "", { noindex: true });

const filters = [
  { value: "all", label: msg({ message: "All", context: "articles filter" }) },
  { value: "draft", label: msg({ message: "Drafts", context: "articles filter" }) },
  { value: "scheduled", label: msg({ message: "Scheduled", context: "articles filter" }) },
  { value: "published", label: msg({ message: "Published", context: "articles filter" }) },
] as const;

export const loader = async ({ context, request }: Route.LoaderArgs) => {
  const [list, texts] = await Promise.all([
    loadAdminArticles(request, context),
    pageMetaData(context, ["shell", "articles"], msg`Articles`, msg`Write, schedule and publish articles.`),
  ]);
  return { ...list, ...texts };
};

export default function AdminArticlesPage() {
  const { articles, total, status } = useLoaderData<typeof loader>();
  const { t } = useLingui();
  const { i18n } = useLinguiI18n();
  return (
    <div className="mx-auto max-w-4xl">
      <QueueHeader
        title={t`Articles`}
        description={t`Drafts and scheduled articles are seen by admins only. A scheduled article publishes itself at its time.`}
        filters={filters.map((f) => ({ value: f.value, label: i18n._(f.label) }))}
        current={status}
      />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-iron-400">
          <Plural value={total} one="# article" other="# articles" />
        </p>
        <Link to="/admin/articles/new" className={buttonClasses("primary")}>
          <Trans>New article</Trans>
        </Link>
      </div>
      {articles.length ? (
        <ul className="mt-4 space-y-4">
          {articles.map((a) => (
            <li key={a.id}>
              <ArticleRow article={a} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          className="mt-8"
          icon={<Newspaper aria-hidden="true" />}
          title={t`No articles here`}
          description={t`Write the first one with “New article”.`}
        />
      )}
    </div>
  );
}
