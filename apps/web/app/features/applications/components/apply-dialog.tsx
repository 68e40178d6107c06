import type { SubmissionResult } from "@conform-to/react";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useFetcher } from "react-router";
import { Button, Dialog, DialogClose, SubmitButton } from "../../../components/ui";
import type { ApplyClassFacts } from "../lib/apply-form";
import { ApplyForm } from "./apply-form";

type ApplyAnswer = { intent?: string; result?: SubmissionResult<string[]> | null };

/**
 * The application dialog (open state lifted: the panel's button and the phone's booking bar open
 * it). Its form posts through a fetcher to the class page's action, whose redirect back brings the
 * page's new state and the news (decision 535); the form is remounted (cleared) each time it opens.
 */
export function ApplyDialog({
  classId,
  title,
  autoAccept,
  facts,
  open,
  onOpenChange,
}: {
  classId: number;
  title: string;
  autoAccept: boolean;
  facts: ApplyClassFacts;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const fetcher = useFetcher<ApplyAnswer>();
  const formId = `apply-${classId}`;
  const answer = fetcher.data?.intent === "apply" ? fetcher.data.result : undefined;
  const { t, i18n } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Apply: ${title}`}
      stickyFooter
      description={applyDescription(i18n, autoAccept)}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="ghost">
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
          <SubmitButton form={formId} pending={fetcher.state !== "idle"} pendingLabel={t`Sending…`}>
            <Trans>Send application</Trans>
          </SubmitButton>
        </>
      }
    >
      {/* No scroll box of its own (issue 37): the dialog scrolls as a whole, so every safety
          checkbox and its error is in the page-like flow, and the footer stays on screen. */}
      <div>{open ? <ApplyForm formId={formId} facts={facts} fetcher={fetcher} lastResult={answer} /> : null}</div>
    </Dialog>
  );
}

export const applyDescription = (i18n: I18n, autoAccept: boolean) =>
  autoAccept
    ? i18n._(msg`Seats are given in order while they last; a full class puts you on the waitlist.`)
    : i18n._(msg`The instructor reviews every application and answers by notification and email.`);
