import type { SubmissionResult } from "@conform-to/react";
import type { AdminArticle } from "@guildforge/contracts";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { useState } from "react";
import { Link, useActionData, useFetcher, useLocation, useSearchParams } from "react-router";
import { buttonClasses, Dialog, FormAlert, SubmitButton } from "../../../../components/ui";
import { DialogOpener } from "../../../../lib/forms/dialog-opener";
import { FormToken, formIntentField } from "../../../../lib/forms/form-token";

/** The edit route action's answer to the delete form: its refusal (a success is a redirect to the list). */
interface DeleteAnswer {
  intent?: string;
  result?: SubmissionResult<string[]> | null;
}

const title = msg`Delete this article?`;

function refusalOf(answer: DeleteAnswer | undefined) {
  return answer?.intent === "delete" ? answer.result?.error?.[""]?.[0] : undefined;
}

function DeleteFields() {
  return (
    <>
      <FormToken scope=":delete" />
      <input type="hidden" name={formIntentField} value="delete" />
    </>
  );
}

/**
 * Delete, confirmed first: with JavaScript in a dialog whose form posts `_intent=delete` through a
 * fetcher; without it the opening button asks for the page with `?delete=1`, which shows the same
 * confirm in the page (decision 535). Either way the action goes on to the list with the news.
 */
export function DeleteArticle({ article }: { article: AdminArticle }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const name = article.title;
  const description = t`“${name}”: It is removed with its cover for good. This cannot be undone.`;
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<DeleteAnswer>();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const refused = refusalOf(useActionData() as DeleteAnswer | undefined);
  if (search.get("delete") === "1" || refused) {
    return (
      <section id="delete-article" aria-labelledby="delete-article-title" className="mt-4 space-y-3">
        <h3 id="delete-article-title" className="font-semibold text-iron-100">
          {i18n._(title)}
        </h3>
        <p className="text-sm text-iron-300">
          <Trans>
            “<span data-user-content="">{name}</span>”: It is removed with its cover for good. This cannot be undone.
          </Trans>
        </p>
        {refused ? <FormAlert>{refused}</FormAlert> : null}
        <form method="post" action={pathname} className="flex flex-wrap gap-3" data-route-action="">
          <DeleteFields />
          <Link to={pathname} className={buttonClasses("ghost", "md")}>
            <Trans>Keep it</Trans>
          </Link>
          <SubmitButton pending={false} variant="danger">
            <Trans>Delete article</Trans>
          </SubmitButton>
        </form>
      </section>
    );
  }
  const pending = fetcher.state !== "idle";
  const fetcherRefusal = pending ? undefined : refusalOf(fetcher.data);
  return (
    <>
      <DialogOpener
        name="delete"
        value="1"
        anchor="delete-article"
        variant="danger"
        formClassName="mt-4"
        onOpen={() => setOpen(true)}
      >
        <Trans>Delete article</Trans>
      </DialogOpener>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={i18n._(title)}
        description={description}
        footer={
          <fetcher.Form
            method="post"
            action={pathname}
            className="flex flex-wrap justify-end gap-3"
            data-route-action=""
          >
            <DeleteFields />
            <SubmitButton pending={pending} pendingLabel={t`Deleting…`} variant="danger">
              <Trans>Delete article</Trans>
            </SubmitButton>
          </fetcher.Form>
        }
      >
        {fetcherRefusal ? <FormAlert>{fetcherRefusal}</FormAlert> : null}
      </Dialog>
    </>
  );
}
