import { articleStatusLabels } from "@guildforge/contracts";
import { useState } from "react";
import { Link, useLoaderData, useNavigate } from "react-router";
import { pageMeta } from "../../components/seo/page-meta";
import { Button, Card, PageHeader } from "../../components/ui";
import { deleteArticle } from "../../features/articles/api/delete-article";
import { updateArticle } from "../../features/articles/api/save-article";
import { ArticleForm } from "../../features/articles/components/admin/article-form";
import { CoverUpload } from "../../features/articles/components/admin/cover-upload";
import { loadAdminArticle } from "../../features/articles/server/load-admin-article.server";
import type { Route } from "./+types/article-edit";

export const meta = () => pageMeta("Edit article", "Edit an article.", { noindex: true });

export const loader = ({ context, params }: Route.LoaderArgs) => loadAdminArticle(context, params.id);

/** /admin/articles/{id}: the form, the cover, and delete. */
export default function EditArticlePage() {
  const loaded = useLoaderData<typeof loader>().article;
  const [article, setArticle] = useState(loaded);
  const [saved, setSaved] = useState<string | null>(null);
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        eyebrow={`Articles · ${articleStatusLabels[article.status]}`}
        title={article.title}
        actions={
          article.status === "published" ? (
            <Link to={article.url} className="text-ember-400 underline hover:text-ember-300">
              View the published article
            </Link>
          ) : null
        }
      />
      <p className="mt-4 text-sm text-success-400" role="status">
        {saved}
      </p>
      <div className="mt-6 grid gap-10">
        <ArticleForm
          key={article.updated_at}
          initial={article}
          submitLabel="Save changes"
          onSave={async (values) => {
            const next = await updateArticle(article.id, values);
            setArticle(next);
            setSaved(`Saved: ${articleStatusLabels[next.status].toLowerCase()}.`);
          }}
        />
        <Card>
          <h2 className="mb-4 font-display text-xl font-semibold text-iron-100">Cover</h2>
          <CoverUpload article={article} onUploaded={setArticle} />
        </Card>
        <Card>
          <h2 className="font-display text-xl font-semibold text-iron-100">Delete</h2>
          <p className="mt-2 text-sm text-iron-300">Removes the article and its cover for good.</p>
          <Button
            variant="danger"
            className="mt-4"
            onClick={async () => {
              if (!window.confirm(`Delete “${article.title}”?`)) return;
              await deleteArticle(article.id);
              navigate("/admin/articles");
            }}
          >
            Delete article
          </Button>
        </Card>
      </div>
    </div>
  );
}
