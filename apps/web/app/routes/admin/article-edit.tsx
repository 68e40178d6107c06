import { articleStatusLabels } from "@guildforge/contracts";
import { Link, useRevalidator } from "react-router";
import { pageMeta } from "../../components/seo/page-meta";
import { Card, PageHeader } from "../../components/ui";
import { ArticleForm } from "../../features/articles/components/admin/article-form";
import { CoverUpload } from "../../features/articles/components/admin/cover-upload";
import { DeleteArticle } from "../../features/articles/components/admin/delete-article";
import { editArticleAction } from "../../features/articles/server/article-actions.server";
import { loadAdminArticle } from "../../features/articles/server/load-admin-article.server";
import { formClientAction } from "../../lib/forms/client-action";
import { useFormPending } from "../../lib/forms/contract-form";
import { notAfterNetworkFailure } from "../../lib/forms/revalidation";
import type { Route } from "./+types/article-edit";

export const meta = () => pageMeta("Edit article", "Edit an article.", { noindex: true });

export const loader = ({ context, params }: Route.LoaderArgs) => loadAdminArticle(context, params.id);

/** The article form ("Save changes"), delete, and the cover without JavaScript post here (decision 535). */
export const action = (args: Route.ActionArgs) => editArticleAction(args);
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());

/** The cover's form posts its file here (multipart; apps/server/src/web/page-form-body.ts). */
export const handle = { formFiles: true };

/** /admin/articles/{id}: the form, the cover, and delete. */
export default function EditArticlePage({ loaderData, actionData }: Route.ComponentProps) {
  const { article } = loaderData;
  const pending = useFormPending();
  // The cover's upload with JavaScript calls the API itself: the page reads the article again.
  const { revalidate } = useRevalidator();
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
      <div className="mt-6 grid gap-10">
        <ArticleForm
          key={article.updated_at}
          initial={article}
          submitLabel="Save changes"
          lastResult={actionData?.intent === "save" && "result" in actionData ? actionData.result : null}
          pending={pending}
        />
        <Card>
          <h2 className="mb-4 font-display text-xl font-semibold text-iron-100">Cover</h2>
          <CoverUpload
            article={article}
            onUploaded={() => void revalidate()}
            refused={actionData && "upload" in actionData ? actionData.upload : null}
          />
        </Card>
        <Card>
          <h2 className="font-display text-xl font-semibold text-iron-100">Delete</h2>
          <p className="mt-2 text-sm text-iron-300">Removes the article and its cover for good.</p>
          <DeleteArticle article={article} />
        </Card>
      </div>
    </div>
  );
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
