import { adminArticleListResponseSchema, articleStatusSchema } from "@guildforge/contracts";
import { Newspaper } from "lucide-react";
import { Link, useLoaderData } from "react-router";
import { QueueHeader } from "../../components/admin/queue-header";
import { pageMeta } from "../../components/seo/page-meta";
import { buttonClasses, EmptyState } from "../../components/ui";
import { ArticleRow } from "../../features/articles/components/admin/article-row";
import { loadJson } from "../../lib/server-api/api-json.server";
import type { Route } from "./+types/articles";

export const meta = () => pageMeta("Articles", "Write, schedule and publish articles.", { noindex: true });

const filters = [
  { value: "all", label: "All" },
  { value: "draft", label: "Drafts" },
  { value: "scheduled", label: "Scheduled" },
  { value: "published", label: "Published" },
] as const;

/** The admin guard is on the admin layout; the API checks the role again. `?status=` (default all). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const parsed = articleStatusSchema.safeParse(new URL(request.url).searchParams.get("status"));
  const status = parsed.success ? parsed.data : "all";
  const path = parsed.success ? `/api/admin/articles?limit=50&status=${status}` : "/api/admin/articles?limit=50";
  const { data, meta } = await loadJson(context, path, adminArticleListResponseSchema);
  return { articles: data, total: meta.total, status };
}

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
