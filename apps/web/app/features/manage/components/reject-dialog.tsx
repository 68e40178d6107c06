import { type ApplicationDecision, applicationDecisionSchema, decisionNoteMax } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { Button, DialogClose, Field, FormAlert, SubmitButton, Textarea } from "../../../components/ui";
import { ContractForm, useContractForm } from "../../../lib/forms/contract-form";
import type { DecisionAnswer } from "../../../lib/forms/decision";
import { formIntentField } from "../../../lib/forms/form-token";
import { ReasonDisclosure } from "../../../lib/forms/reason-disclosure";

/**
 * Reject with an optional note for the student(s): in a dialog with JavaScript, inline without it
 * (decision 535). `hidden` names what is rejected (the application's `id`, or the selected `ids`
 * with `_intent=bulk`); the form posts to /manage/applications' action through `fetcher`.
 */
export function RejectDialog({
  formId,
  label,
  title,
  intent,
  hidden,
  fetcher,
  answer,
  disabled,
}: {
  formId: string;
  label: string;
  title: ReactNode;
  intent: string;
  hidden: ReactNode;
  fetcher: FetcherWithComponents<DecisionAnswer>;
  answer: { answer: DecisionAnswer | undefined; fromPage: boolean };
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const done = Boolean(answer.answer?.notice);
  useEffect(() => {
    if (done) setOpen(false);
  }, [done]);
  const lastResult = answer.answer?.result ?? null;
  const pending = fetcher.state !== "idle" && fetcher.formData?.get(formIntentField) === intent;
  const { t } = useLingui();
  return (
    <ReasonDisclosure
      label={label}
      variant="ghost"
      size="sm"
      title={title}
      description={t`The student is told by notification and email; the note is included.`}
      open={open}
      onOpenChange={setOpen}
      refused={answer.fromPage && Boolean(lastResult)}
      disabled={disabled}
    >
      {(place) => (
        <NoteForm
          id={`${formId}-${place}`}
          place={place}
          intent={intent}
          hidden={hidden}
          fetcher={fetcher}
          pending={pending}
          lastResult={place === "inline" && !answer.fromPage ? null : lastResult}
        />
      )}
    </ReasonDisclosure>
  );
}

function NoteForm({
  id,
  place,
  intent,
  hidden,
  fetcher,
  pending,
  lastResult,
}: {
  id: string;
  place: "dialog" | "inline";
  intent: string;
  hidden: ReactNode;
  fetcher: FetcherWithComponents<DecisionAnswer>;
  pending: boolean;
  lastResult: DecisionAnswer["result"];
}) {
  const [form, fields] = useContractForm(applicationDecisionSchema, {
    id,
    lastResult,
    defaultValue: { status: "rejected" } satisfies Partial<ApplicationDecision>,
  });
  const { t } = useLingui();
  const problem = form.errors?.[0] ?? fields.status.errors?.[0] ?? Object.values(form.allErrors).flat()[0];
  return (
    <ContractForm form={form} fetcher={fetcher} className="space-y-3">
      {problem && !fields.note.errors?.length ? <FormAlert>{problem}</FormAlert> : null}
      <input type="hidden" name={formIntentField} value={intent} />
      <input type="hidden" name="status" value="rejected" />
      {hidden}
      <Field label={t`Note to the student (optional)`} error={fields.note.errors?.[0]}>
        <Textarea
          name="note"
          key={fields.note.key}
          defaultValue={fields.note.initialValue as string | undefined}
          rows={3}
          maxLength={decisionNoteMax}
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
          <Trans>Reject</Trans>
        </SubmitButton>
      </div>
    </ContractForm>
  );
}
