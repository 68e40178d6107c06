import { type FeedbackItem, replyFeedbackSchema } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import type { FetcherWithComponents } from "react-router";
import { Field, FormAlert, SubmitButton, Textarea } from "../../../../components/ui";
import { ContractForm, useContractForm } from "../../../../lib/forms/contract-form";
import { type DecisionAnswer, recordIdField } from "../../../../lib/forms/decision";
import { formIntentField } from "../../../../lib/forms/form-token";

/**
 * Replies to the sender by email from the inbox; the reply is kept on the item. Posts to
 * /admin/feedback's action (`_intent=reply`, decision 535) through the card's fetcher, a plain POST
 * without JavaScript; a refusal comes back on the field with the text kept. A new form (empty) once
 * the reply is on the item.
 */
export function ReplyForm({
  item,
  fetcher,
  lastResult,
}: {
  item: FeedbackItem;
  fetcher: FetcherWithComponents<DecisionAnswer>;
  lastResult: DecisionAnswer["result"];
}) {
  const { t } = useLingui();
  const to = item.email;
  const [form, fields] = useContractForm(replyFeedbackSchema, {
    id: `reply-${item.id}-${item.replies.length}`,
    lastResult,
  });
  const pending = fetcher.state !== "idle" && fetcher.formData?.get(formIntentField) === "reply";
  const { message } = fields;
  return (
    <ContractForm form={form} fetcher={fetcher} className="space-y-3">
      {form.errors?.[0] ? <FormAlert>{form.errors[0]}</FormAlert> : null}
      <input type="hidden" name={formIntentField} value="reply" />
      <input type="hidden" name={recordIdField} value={item.id} />
      <Field label={to ? t`Reply to ${to} by email` : t`Reply to the sender by email`} error={message.errors?.[0]}>
        <Textarea
          name={message.name}
          key={message.key}
          defaultValue={message.initialValue as string | undefined}
          rows={4}
          maxLength={5000}
        />
      </Field>
      <SubmitButton pending={pending} pendingLabel={t`Sending…`} size="sm">
        <Trans>Send reply</Trans>
      </SubmitButton>
    </ContractForm>
  );
}
