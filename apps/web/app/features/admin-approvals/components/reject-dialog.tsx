import { type UserApproval, userApprovalDecisionSchema } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { Button, DialogClose, Field, FormAlert, SubmitButton, Textarea } from "../../../components/ui";
import { ContractForm, useContractForm } from "../../../lib/forms/contract-form";
import { type DecisionAnswer, recordIdField } from "../../../lib/forms/decision";
import { formIntentField } from "../../../lib/forms/form-token";
import { ReasonDisclosure } from "../../../lib/forms/reason-disclosure";

type Answer = { answer: DecisionAnswer | undefined; fromPage: boolean };

/**
 * Reject with a reason (shown to the applicant): in a dialog with JavaScript, inline without it
 * (decision 535). Posts to /admin/user-approvals' action through the card's fetcher.
 */
export function RejectDialog({
  approval,
  fetcher,
  answer,
}: {
  approval: UserApproval;
  fetcher: FetcherWithComponents<DecisionAnswer>;
  answer: Answer;
}) {
  const [open, setOpen] = useState(false);
  const done = Boolean(answer.answer?.notice);
  useEffect(() => {
    if (done) setOpen(false);
  }, [done]);
  const lastResult = answer.answer?.result ?? null;
  const { t } = useLingui();
  const name = approval.user.name;
  return (
    <ReasonDisclosure
      label={t`Reject…`}
      title={
        <Trans>
          Reject <span data-user-content="">{name}</span>'s application
        </Trans>
      }
      description={t`The applicant sees this reason in their notification, their email and on the Teach page.`}
      open={open}
      onOpenChange={setOpen}
      refused={answer.fromPage && Boolean(lastResult)}
    >
      {(place) => (
        <RejectForm
          id={approval.id}
          place={place}
          fetcher={fetcher}
          lastResult={place === "inline" ? (answer.fromPage ? lastResult : null) : lastResult}
        />
      )}
    </ReasonDisclosure>
  );
}

function RejectForm({
  id,
  place,
  fetcher,
  lastResult,
}: {
  id: number;
  place: "dialog" | "inline";
  fetcher: FetcherWithComponents<DecisionAnswer>;
  lastResult: DecisionAnswer["result"];
}) {
  const [form, fields] = useContractForm(userApprovalDecisionSchema, {
    id: `reject-${id}-${place}`,
    lastResult,
    defaultValue: { status: "rejected" },
  });
  const pending = fetcher.state !== "idle" && fetcher.formData?.get(formIntentField) === "reject";
  const { reason } = fields;
  const { t } = useLingui();
  return (
    <ContractForm form={form} fetcher={fetcher} className="space-y-4">
      {form.errors?.[0] ? <FormAlert>{form.errors[0]}</FormAlert> : null}
      <input type="hidden" name={formIntentField} value="reject" />
      <input type="hidden" name={recordIdField} value={id} />
      <input type="hidden" name="status" value="rejected" />
      <Field label={t`Reason`} error={reason.errors?.[0]}>
        <Textarea
          name="reason"
          key={reason.key}
          defaultValue={reason.initialValue as string | undefined}
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
        <SubmitButton variant="danger" pending={pending} pendingLabel={t`Rejecting…`}>
          <Trans>Reject application</Trans>
        </SubmitButton>
      </div>
    </ContractForm>
  );
}
