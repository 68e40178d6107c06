import type { ClassRequestStatus, SimilarClassRequest } from "@guildforge/contracts";
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { Button, DialogClose, Field, FormAlert, Input, SubmitButton } from "../../../../components/ui";
import { ContractForm, useContractForm } from "../../../../lib/forms/contract-form";
import { type DecisionAnswer, recordIdField, useDecisionAnswer } from "../../../../lib/forms/decision";
import { formIntentField } from "../../../../lib/forms/form-token";
import { ReasonDisclosure } from "../../../../lib/forms/reason-disclosure";
import { mergeFormSchema } from "../../lib/merge-form";
import { RadioChoice } from "../radio-choice";

/** A similar request's status in a candidate's line ("in review · 3 votes"). */
const statusWords: Record<ClassRequestStatus, MessageDescriptor> = {
  in_review: msg({ message: "in review", context: "class request status" }),
  approved: msg({ message: "approved", context: "class request status" }),
  rejected: msg({ message: "rejected", context: "class request status" }),
  fulfilled: msg({ message: "fulfilled", context: "class request status" }),
};

interface MergeDialogProps {
  id: number;
  requestTitle: string;
  similar: SimilarClassRequest[];
  fetcher: FetcherWithComponents<DecisionAnswer>;
}

/**
 * Merge this request (a duplicate) into another: pick a similar one or type its number. In a dialog
 * with JavaScript, inline without it (decision 535); posts to /admin/class-requests' action.
 */
export function MergeDialog({ id, requestTitle, similar, fetcher }: MergeDialogProps) {
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  const answer = useDecisionAnswer(fetcher.data, id, "merge");
  const done = Boolean(answer.answer?.notice);
  useEffect(() => {
    if (done) setOpen(false);
  }, [done]);
  const lastResult = answer.answer?.result ?? null;
  return (
    <ReasonDisclosure
      label={t`Merge…`}
      variant="ghost"
      size="sm"
      title={t`Merge a duplicate`}
      description={
        <Trans>
          “<span data-user-content="">{requestTitle}</span>” shows “merged into …”; its votes move to the other request
          (no double votes) and its requester is notified.
        </Trans>
      }
      open={open}
      onOpenChange={setOpen}
      refused={answer.fromPage && Boolean(lastResult)}
    >
      {(place) => (
        <MergeForm
          id={id}
          similar={similar}
          place={place}
          fetcher={fetcher}
          lastResult={place === "inline" && !answer.fromPage ? null : lastResult}
        />
      )}
    </ReasonDisclosure>
  );
}

function MergeForm({
  id,
  similar,
  place,
  fetcher,
  lastResult,
}: {
  id: number;
  similar: SimilarClassRequest[];
  place: "dialog" | "inline";
  fetcher: FetcherWithComponents<DecisionAnswer>;
  lastResult: DecisionAnswer["result"];
}) {
  const { t, i18n } = useLingui();
  const candidates = similar.filter((s) => s.id !== id && !s.merged_into_id);
  const [form, fields] = useContractForm(mergeFormSchema, { id: `merge-${id}-${place}`, lastResult });
  const [into, setInto] = useState(String(fields.into_number.initialValue ?? fields.into_id.initialValue ?? ""));
  const pending = fetcher.state !== "idle" && fetcher.formData?.get(formIntentField) === "merge";
  const problem = form.errors?.[0] ?? fields.into_id.errors?.[0];
  return (
    <ContractForm form={form} fetcher={fetcher} className="space-y-4">
      <input type="hidden" name={formIntentField} value="merge" />
      <input type="hidden" name={recordIdField} value={id} />
      {candidates.length ? (
        <fieldset>
          <legend className="text-sm font-semibold text-iron-200">
            <Trans>Similar requests</Trans>
          </legend>
          <ul className="mt-2 space-y-2">
            {candidates.map((s) => (
              <li key={s.id}>
                <RadioChoice
                  name="into_id"
                  value={s.id}
                  checked={into === String(s.id)}
                  onSelect={() => setInto(String(s.id))}
                  title={
                    <>
                      #{s.id} <span data-user-content="">{s.title}</span>
                    </>
                  }
                  detail={`${i18n._(statusWords[s.status])} · ${t`${plural(s.votes_count, { one: "# vote", other: "# votes" })}`}`}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <Field
        label={t`Request number to merge into`}
        hint={t`The # shown on each request in the queue.`}
        error={fields.into_number.errors?.[0]}
      >
        <Input
          name="into_number"
          inputMode="numeric"
          value={into}
          onChange={(e) => setInto(e.target.value.replace(/\D/g, ""))}
        />
      </Field>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        {place === "dialog" ? (
          <DialogClose asChild>
            <Button variant="ghost">
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
        ) : null}
        <SubmitButton pending={pending} pendingLabel={t`Merging…`}>
          <Trans>Merge</Trans>
        </SubmitButton>
      </div>
    </ContractForm>
  );
}
