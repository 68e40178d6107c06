import type { SubmissionResult } from "@conform-to/react";
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
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Apply: ${title}`}
      stickyFooter
      description={applyDescription(autoAccept)}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <SubmitButton form={formId} pending={fetcher.state !== "idle"} pendingLabel="Sending…">
            Send application
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

export const applyDescription = (autoAccept: boolean) =>
  autoAccept
    ? "Seats are given in order while they last; a full class puts you on the waitlist."
    : "The instructor reviews every application and answers by notification and email.";
