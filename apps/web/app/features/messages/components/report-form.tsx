import type { SubmissionResult } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { FetcherWithComponents } from "react-router";
import { Field, FormAlert, SubmitButton, Textarea } from "../../../components/ui";
import { ContractForm, useContractForm, useFormPending } from "../../../lib/forms/contract-form";
import { formIntentField } from "../../../lib/forms/form-token";
import { reportFormSchema } from "../lib/report-form";

/** What a report is about: one message (against its author), or the whole conversation (against the other person). */
export type ReportTarget = { message_id: number } | { conversation_id: number; reported_user_id: number };

/** The thread's answer to a report (features/messages/server/report-action.server.ts). */
export type ReportAnswer = {
  intent?: string;
  report?: string;
  result?: SubmissionResult<string[]> | null;
  notice?: unknown;
};

/** The `?report=` value (and the answer's `report`) naming a target: `message-{id}` or `conversation`. */
export const reportKey = (target: ReportTarget) =>
  "message_id" in target ? `message-${target.message_id}` : "conversation";

/** The reason (10 to 1,000 characters), posted to the thread's action with `_intent=report` (decision 535). */
export function ReportForm({
  conversationId,
  target,
  place,
  fetcher,
  lastResult = null,
}: {
  conversationId: number;
  target: ReportTarget;
  place: "dialog" | "inline";
  fetcher?: FetcherWithComponents<ReportAnswer>;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const [form, fields] = useContractForm(reportFormSchema, { id: `report-${reportKey(target)}-${place}`, lastResult });
  const { t } = useLingui();
  const pagePending = useFormPending();
  const pending = fetcher ? fetcher.state !== "idle" : pagePending;
  const problem = form.errors?.[0] ?? fields.message_id.errors?.[0] ?? fields.conversation_id.errors?.[0];
  return (
    <ContractForm form={form} fetcher={fetcher} action={`/messages/${conversationId}`} className="space-y-4">
      <input type="hidden" name={formIntentField} value="report" />
      {"message_id" in target ? (
        <input type="hidden" name="message_id" value={target.message_id} />
      ) : (
        <>
          <input type="hidden" name="conversation_id" value={target.conversation_id} />
          <input type="hidden" name="reported_user_id" value={target.reported_user_id} />
        </>
      )}
      <Field label={t`What happened?`} hint={t`At least 10 characters.`} required error={fields.reason.errors?.[0]}>
        <Textarea
          name="reason"
          key={fields.reason.key}
          defaultValue={String(fields.reason.initialValue ?? "")}
          maxLength={1000}
          rows={4}
        />
      </Field>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <SubmitButton pending={pending} pendingLabel={t`Sending…`}>
          <Trans>Send report</Trans>
        </SubmitButton>
      </div>
    </ContractForm>
  );
}
