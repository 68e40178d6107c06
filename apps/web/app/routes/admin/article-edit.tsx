import { msg } from "@lingui/core/macro";
import { useLingui as useLinguiI18n } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useRevalidator } from "react-router";
import { pageMeta } from "../../components/seo/page-meta";
import { Card, PageHeader } from "../../components/ui";
import { ArticleForm } from "../../features/articles/components/admin/article-form";
import { CoverUpload } from "../../features/articles/components/admin/cover-upload";
import { DeleteArticle } from "../../features/articles/components/admin/delete-article";
import { articleStatusText } from "../../features/articles/lib/article-status-text";
import { editArticleAction } from "../../features/articles/server/article-actions.server";
import { loadAdminArticle } from "../../features/articles/server/load-admin-article.server";
import { formClientAction } from "../../lib/forms/client-action";
import { useFormPending } from "../../lib/forms/contract-form";
import { notAfterNetworkFailure } from "../../lib/forms/revalidation";
import { pageMetaData } from "../../lib/i18n/page-meta-data.server";
import type { Route } from "./+types/article-edit";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData?.meta.title ?? "", loaderData?.meta.description ?? "", { noindex: true });

export const loader = async ({ context, params }: Route.LoaderArgs) => {
  const [page, texts] = await Promise.all([
    loadAdminArticle(context, params.id),
    pageMetaData(context, ["shell", "articles"], msg`Edit article`, msg`Edit an article.`),
  ]);
  return { ...page, ...texts };
};

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
  const { t } = useLingui();
  const { i18n } = useLinguiI18n();
  const statusLabel = i18n._(articleStatusText[article.status]);
  // The cover's upload with JavaScript calls the API itself: the page reads the article again.
  const { revalidate } = useRevalidator();
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        eyebrow={t`Articles · ${statusLabel}`}
        title={<span data-user-content="">{article.title}</span>}
        actions={
          article.status === "published" ? (
            <Link to={article.url} className="text-ember-400 underline hover:text-ember-300">
              <Trans>View the published article</Trans>
            </Link>
          ) : null
        }
      />
      <div className="mt-6 grid gap-10">
        <ArticleForm
          key={article.updated_at}
          initial={article}
          submitLabel={t`Save changes`}
          lastResult={actionData?.intent === "save" && "result" in actionData ? actionData.result : null}
          pending={pending}
        />
        <Card>
          <h2 className="mb-4 font-display text-xl font-semibold text-iron-100">
            <Trans>Cover</Trans>
          </h2>
          <CoverUpload
            article={article}
            onUploaded={() => void revalidate()}
            refused={actionData && "upload" in actionData ? actionData.upload : null}
          />
        </Card>
        <Card>
          <h2 className="font-display text-xl font-semibold text-iron-100">
            <Trans>Delete</Trans>
          </h2>
          <p className="mt-2 text-sm text-iron-300">
            <Trans>Removes the article and its cover for good.</Trans>
          </p>
          <DeleteArticle article={article} />
        </Card>
      </div>
    </div>
  );
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
