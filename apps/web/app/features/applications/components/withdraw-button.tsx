import type { SubmissionResult } from "@conform-to/react";
import type { MyApplication } from "@guildforge/contracts";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link, useActionData, useFetcher, useLocation, useSearchParams } from "react-router";
import { Button, buttonClasses, Dialog, DialogClose, FormAlert, SubmitButton } from "../../../components/ui";
import { DialogOpener } from "../../../lib/forms/dialog-opener";
import { FormToken, formIntentField } from "../../../lib/forms/form-token";

type WithdrawAnswer = { intent?: string; id?: number | null; result?: SubmissionResult<string[]> | null };

type Withdrawable = Pick<MyApplication, "id" | "status"> & { class: { title: string } };

const question = msg`Withdraw your application?`;

const consequence = (i18n: I18n, application: Withdrawable) => {
  const title = application.class.title;
  return application.status === "accepted"
    ? i18n._(msg`You give up your seat in “${title}”; the next student on the waitlist gets it.`)
    : i18n._(msg`Your application to “${title}” is withdrawn. You can apply again while the class takes applications.`);
};

/** The confirmed withdrawal: a form to the page's own action (`_intent=withdraw`, decision 535). */
function WithdrawFields({ application }: { application: Withdrawable }) {
  return (
    <>
      <FormToken scope={`:withdraw-${application.id}`} />
      <input type="hidden" name={formIntentField} value="withdraw" />
      <input type="hidden" name="application_id" value={application.id} />
    </>
  );
}

/**
 * Withdraw with a confirmation step: the seat goes to the next student on the waitlist. With
 * JavaScript a dialog whose form posts through a fetcher; without it the button asks for the page
 * with `?withdraw={id}`, which shows the same question and form in place. Either way the action
 * redirects back to the page with the news.
 */
export function WithdrawButton({ application }: { application: Withdrawable }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<WithdrawAnswer>();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const actionData = useActionData() as WithdrawAnswer | undefined;
  const mine = (answer: WithdrawAnswer | undefined) =>
    answer?.intent === "withdraw" && answer.id === application.id ? answer.result?.error?.[""]?.[0] : undefined;
  const anchor = `withdraw-${application.id}`;
  const { t, i18n } = useLingui();
  const inPlace = search.get("withdraw") === String(application.id) || mine(actionData) !== undefined;
  if (inPlace) {
    return (
      <section id={anchor} aria-labelledby={`${anchor}-title`} className="space-y-3 rounded-md bg-iron-800 p-4">
        <h3 id={`${anchor}-title`} className="font-semibold text-iron-100">
          {i18n._(question)}
        </h3>
        <p className="text-sm text-iron-200">{consequence(i18n, application)}</p>
        {mine(actionData) ? <FormAlert>{mine(actionData)}</FormAlert> : null}
        <form method="post" action={pathname} className="flex flex-wrap justify-end gap-3" data-route-action="">
          <WithdrawFields application={application} />
          <Link to={pathname} className={buttonClasses("ghost", "md")}>
            <Trans>Keep it</Trans>
          </Link>
          <SubmitButton variant="danger" pending={false}>
            <Trans>Withdraw application</Trans>
          </SubmitButton>
        </form>
      </section>
    );
  }
  const pending = fetcher.state !== "idle";
  const problem = mine(fetcher.data);
  return (
    <>
      <DialogOpener
        name="withdraw"
        value={String(application.id)}
        anchor={anchor}
        variant="secondary"
        size="sm"
        onOpen={() => setOpen(true)}
      >
        <Trans>Withdraw…</Trans>
      </DialogOpener>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={i18n._(question)}
        description={consequence(i18n, application)}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="ghost">
                <Trans>Keep it</Trans>
              </Button>
            </DialogClose>
            <fetcher.Form method="post" action={pathname}>
              <WithdrawFields application={application} />
              <SubmitButton variant="danger" pending={pending} pendingLabel={t`Withdrawing…`}>
                <Trans>Withdraw application</Trans>
              </SubmitButton>
            </fetcher.Form>
          </>
        }
      >
        {problem && !pending ? <FormAlert>{problem}</FormAlert> : null}
      </Dialog>
    </>
  );
}
