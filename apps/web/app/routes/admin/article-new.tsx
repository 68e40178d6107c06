import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { pageMeta } from "../../components/seo/page-meta";
import { PageHeader } from "../../components/ui";
import { ArticleForm } from "../../features/articles/components/admin/article-form";
import { createArticleAction } from "../../features/articles/server/article-actions.server";
import { formClientAction } from "../../lib/forms/client-action";
import { useFormPending } from "../../lib/forms/contract-form";
import { notAfterNetworkFailure } from "../../lib/forms/revalidation";
import { pageMetaData } from "../../lib/i18n/page-meta-data.server";
import type { Route } from "./+types/article-new";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData?.meta.title ?? "", loaderData?.meta.description ?? "", { noindex: true });

export const loader = ({ context }: Route.LoaderArgs) =>
  pageMetaData(context, ["shell", "articles"], msg`New article`, msg`Write a new article.`);

/** The article form posts here, with or without JavaScript (decision 535); once saved, the editor page opens. */
export const action = (args: Route.ActionArgs) => createArticleAction(args);
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());

/** /admin/articles/new: once saved, the editor page (where the cover is uploaded) opens. */
export default function NewArticlePage({ actionData }: Route.ComponentProps) {
  const pending = useFormPending();
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader eyebrow={t`Articles`} title={t`New article`} />
      <div className="mt-8">
        <ArticleForm submitLabel={t`Save article`} lastResult={actionData?.result} pending={pending} />
      </div>
    </div>
  );
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
