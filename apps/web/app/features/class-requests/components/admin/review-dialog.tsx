import { type ClassRequestStatus, reviewClassRequestSchema } from "@guildforge/contracts";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import {
  Button,
  type ButtonVariant,
  DialogClose,
  Field,
  FormAlert,
  SubmitButton,
  Textarea,
} from "../../../../components/ui";
import { ContractForm, useContractForm } from "../../../../lib/forms/contract-form";
import { type DecisionAnswer, recordIdField, useDecisionAnswer } from "../../../../lib/forms/decision";
import { formIntentField } from "../../../../lib/forms/form-token";
import { ReasonDisclosure } from "../../../../lib/forms/reason-disclosure";

type ReviewStatus = Exclude<ClassRequestStatus, "fulfilled">;

const copy: Record<
  ReviewStatus,
  {
    trigger: MessageDescriptor;
    title: MessageDescriptor;
    hint: MessageDescriptor;
    submit: MessageDescriptor;
    variant: ButtonVariant;
  }
> = {
  approved: {
    trigger: msg`Approve`,
    title: msg`Approve for voting`,
    hint: msg`Optional: the requester sees this in the live toast, the notification and on their requests page.`,
    submit: msg`Approve`,
    variant: "primary",
  },
  rejected: {
    trigger: msg`Reject…`,
    title: msg`Send back for updates`,
    hint: msg`Required: tell the requester what needs changing. They can edit and resubmit.`,
    submit: msg`Reject`,
    variant: "danger",
  },
  in_review: {
    trigger: msg`Back to review`,
    title: msg`Move back to review`,
    hint: msg`Optional: why it is back under review (voting pauses meanwhile).`,
    submit: msg`Move to review`,
    variant: "primary",
  },
};

interface ReviewDialogProps {
  id: number;
  requestTitle: string;
  status: ReviewStatus;
  fetcher: FetcherWithComponents<DecisionAnswer>;
}

/**
 * One review decision with its message (a rejection needs it): in a dialog with JavaScript, inline
 * without it (decision 535); posts to /admin/class-requests' action through the request's fetcher.
 */
export function ReviewDialog({ id, requestTitle, status, fetcher }: ReviewDialogProps) {
  const [open, setOpen] = useState(false);
  const { i18n } = useLingui();
  const c = copy[status];
  const intent = `review-${status}`;
  const answer = useDecisionAnswer(fetcher.data, id, intent);
  const done = Boolean(answer.answer?.notice);
  useEffect(() => {
    if (done) setOpen(false);
  }, [done]);
  const lastResult = answer.answer?.result ?? null;
  return (
    <ReasonDisclosure
      label={i18n._(c.trigger)}
      variant={status === "approved" ? "primary" : "secondary"}
      size="sm"
      title={i18n._(c.title)}
      description={<span data-user-content="">“{requestTitle}”</span>}
      open={open}
      onOpenChange={setOpen}
      refused={answer.fromPage && Boolean(lastResult)}
    >
      {(place) => (
        <ReviewForm
          id={id}
          status={status}
          place={place}
          fetcher={fetcher}
          pending={fetcher.state !== "idle" && fetcher.formData?.get("status") === status}
          lastResult={place === "inline" && !answer.fromPage ? null : lastResult}
        />
      )}
    </ReasonDisclosure>
  );
}

function ReviewForm({
  id,
  status,
  place,
  fetcher,
  pending,
  lastResult,
}: {
  id: number;
  status: ReviewStatus;
  place: "dialog" | "inline";
  fetcher: FetcherWithComponents<DecisionAnswer>;
  pending: boolean;
  lastResult: DecisionAnswer["result"];
}) {
  const { t, i18n } = useLingui();
  const c = copy[status];
  const [form, fields] = useContractForm(reviewClassRequestSchema, {
    id: `review-${status}-${id}-${place}`,
    lastResult,
    defaultValue: { status },
  });
  const problem = form.errors?.[0] ?? fields.status.errors?.[0];
  return (
    <ContractForm form={form} fetcher={fetcher} className="space-y-4">
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <input type="hidden" name={formIntentField} value="review" />
      <input type="hidden" name={recordIdField} value={id} />
      <input type="hidden" name="status" value={status} />
      <Field
        label={status === "rejected" ? t`Message to the requester` : t`Message to the requester (optional)`}
        hint={i18n._(c.hint)}
        error={fields.message.errors?.[0]}
        required={status === "rejected"}
      >
        <Textarea
          name="message"
          key={fields.message.key}
          defaultValue={fields.message.initialValue as string | undefined}
          rows={4}
          maxLength={2000}
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-3">
        {place === "dialog" ? (
          <DialogClose asChild>
            <Button variant="ghost">
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
        ) : null}
        <SubmitButton variant={c.variant} pending={pending} pendingLabel={t`Saving…`}>
          {i18n._(c.submit)}
        </SubmitButton>
      </div>
    </ContractForm>
  );
}
