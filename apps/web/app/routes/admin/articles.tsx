import { Newspaper } from "lucide-react";
import { Link, useLoaderData } from "react-router";
import { QueueHeader } from "../../components/admin/queue-header";
import { pageMeta } from "../../components/seo/page-meta";
import { buttonClasses, EmptyState } from "../../components/ui";
import { ArticleRow } from "../../features/articles/components/admin/article-row";
import { loadAdminArticles } from "../../features/articles/server/load-admin-articles.server";
import type { Route } from "./+types/articles";

export const meta = () => pageMeta("Articles", "Write, schedule and publish articles.", { noindex: true });

const filters = [
  { value: "all", label: "All" },
  { value: "draft", label: "Drafts" },
  { value: "scheduled", label: "Scheduled" },
  { value: "published", label: "Published" },
] as const;

export const loader = ({ context, request }: Route.LoaderArgs) => loadAdminArticles(request, context);

export default function AdminArticlesPage() {
  const { articles, total, status } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl">
      <QueueHeader
        title="Articles"
        description="Drafts and scheduled articles are seen by admins only. A scheduled article publishes itself at its time."
        filters={filters}
        current={status}
      />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-iron-400">
          {total} {total === 1 ? "article" : "articles"}
        </p>
        <Link to="/admin/articles/new" className={buttonClasses("primary")}>
          New article
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
          title="No articles here"
          description="Write the first one with “New article”."
        />
      )}
    </div>
  );
}
