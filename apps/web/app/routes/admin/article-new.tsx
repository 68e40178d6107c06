import { useNavigate } from "react-router";
import { pageMeta } from "../../components/seo/page-meta";
import { PageHeader } from "../../components/ui";
import { createArticle } from "../../features/articles/api/save-article";
import { ArticleForm } from "../../features/articles/components/admin/article-form";

export const meta = () => pageMeta("New article", "Write a new article.", { noindex: true });

/** /admin/articles/new: once saved, the editor page (where the cover is uploaded) opens. */
export default function NewArticlePage() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader eyebrow="Articles" title="New article" />
      <div className="mt-8">
        <ArticleForm
          submitLabel="Save article"
          onSave={async (values) => {
            const a = await createArticle(values);
            navigate(`/admin/articles/${a.id}?saved=1`);
          }}
        />
      </div>
    </div>
  );
}
