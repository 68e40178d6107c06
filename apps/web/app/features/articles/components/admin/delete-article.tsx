import type { SubmissionResult } from "@conform-to/react";
import type { AdminArticle } from "@guildforge/contracts";
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

const title = "Delete this article?";
const description = "It is removed with its cover for good. This cannot be undone.";

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
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<DeleteAnswer>();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const refused = refusalOf(useActionData() as DeleteAnswer | undefined);
  if (search.get("delete") === "1" || refused) {
    return (
      <section id="delete-article" aria-labelledby="delete-article-title" className="mt-4 space-y-3">
        <h3 id="delete-article-title" className="font-semibold text-iron-100">
          {title}
        </h3>
        <p className="text-sm text-iron-300">
          “{article.title}”: {description}
        </p>
        {refused ? <FormAlert>{refused}</FormAlert> : null}
        <form method="post" action={pathname} className="flex flex-wrap gap-3" data-route-action="">
          <DeleteFields />
          <Link to={pathname} className={buttonClasses("ghost", "md")}>
            Keep it
          </Link>
          <SubmitButton pending={false} variant="danger">
            Delete article
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
        Delete article
      </DialogOpener>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={`“${article.title}”: ${description}`}
        footer={
          <fetcher.Form
            method="post"
            action={pathname}
            className="flex flex-wrap justify-end gap-3"
            data-route-action=""
          >
            <DeleteFields />
            <SubmitButton pending={pending} pendingLabel="Deleting…" variant="danger">
              Delete article
            </SubmitButton>
          </fetcher.Form>
        }
      >
        {fetcherRefusal ? <FormAlert>{fetcherRefusal}</FormAlert> : null}
      </Dialog>
    </>
  );
}
