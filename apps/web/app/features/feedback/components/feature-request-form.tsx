import type { SubmissionResult } from "@conform-to/react";
import { featureRequestSchema } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { Field, FormAlert, Input, SubmitButton, Textarea } from "../../../components/ui";
import { ContractForm, useContractForm, useFormPending } from "../../../lib/forms/contract-form";
import { FeedbackTokenField } from "./feedback-token-field";
import { Honeypot } from "./honeypot";

/**
 * /feature-request: a title, the idea, and an email for signed-out senders who want an answer.
 * Posts to the route's action with or without JavaScript (decision 535).
 */
export function FeatureRequestForm({
  signedIn,
  feedbackToken,
  lastResult,
}: {
  signedIn: boolean;
  feedbackToken: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const [form, fields] = useContractForm(featureRequestSchema, { id: "feature-request", lastResult });
  const pending = useFormPending();
  const { t } = useLingui();
  const { title, description, email } = fields;
  const problem = form.errors?.[0] ?? fields.form_token?.errors?.[0] ?? fields.website?.errors?.[0];
  const fieldsRefused = [title, description, email].some((f) => f?.errors?.length);
  return (
    <ContractForm form={form} className="not-prose relative space-y-5 text-base">
      {problem ? (
        <FormAlert>{problem}</FormAlert>
      ) : fieldsRefused ? (
        <FormAlert>
          <Trans>Some fields need attention: see the messages below each.</Trans>
        </FormAlert>
      ) : null}
      <FeedbackTokenField fresh={feedbackToken} field={fields.form_token} />
      <Field label={t`Your idea in a line`} error={title?.errors?.[0]} required>
        <Input name="title" key={title?.key} defaultValue={title?.initialValue as string | undefined} maxLength={120} />
      </Field>
      <Field
        label={t`Tell us more`}
        hint={t`The problem you hit, and how you work around it today.`}
        error={description?.errors?.[0]}
        required
      >
        <Textarea
          name="description"
          key={description?.key}
          defaultValue={description?.initialValue as string | undefined}
          rows={6}
          maxLength={5000}
        />
      </Field>
      {signedIn ? null : (
        <Field label={t`Your email (optional)`} hint={t`Only if you would like an answer.`} error={email?.errors?.[0]}>
          <Input
            type="email"
            autoComplete="email"
            name="email"
            key={email?.key}
            defaultValue={email?.initialValue as string | undefined}
          />
        </Field>
      )}
      <Honeypot />
      <SubmitButton pending={pending} pendingLabel={t`Sending...`}>
        <Trans>Send idea</Trans>
      </SubmitButton>
    </ContractForm>
  );
}
