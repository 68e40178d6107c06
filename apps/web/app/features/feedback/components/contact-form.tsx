import type { SubmissionResult } from "@conform-to/react";
import { contactMessageSchema, contactTopics } from "@guildforge/contracts";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { Field, FormAlert, Input, Select, SubmitButton, Textarea } from "../../../components/ui";
import { ContractForm, useContractForm, useFormPending } from "../../../lib/forms/contract-form";
import { contactTopicText } from "../lib/contact-topic-text";
import { FeedbackTokenField } from "./feedback-token-field";
import { Honeypot } from "./honeypot";

/**
 * /contact: name, email, topic and message, answered by email from the admin inbox. Posts to the
 * route's action with or without JavaScript (decision 535); `feedbackToken` is the page's signed
 * spam token (decisions 312, 510).
 */
export function ContactForm({
  feedbackToken,
  lastResult,
}: {
  feedbackToken: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const [form, fields] = useContractForm(contactMessageSchema, {
    id: "contact",
    lastResult,
    defaultValue: { topic: "general" },
  });
  const pending = useFormPending();
  const { t } = useLinguiMacro();
  const { i18n } = useLingui();
  const { name, email, topic, message } = fields;
  const problem = form.errors?.[0] ?? fields.form_token?.errors?.[0] ?? fields.website?.errors?.[0];
  const fieldsRefused = [name, email, topic, message].some((f) => f?.errors?.length);
  return (
    <ContractForm form={form} className="not-prose relative mt-6 space-y-5 text-base">
      {problem ? (
        <FormAlert>{problem}</FormAlert>
      ) : fieldsRefused ? (
        <FormAlert>
          <Trans>Some fields need attention: see the messages below each.</Trans>
        </FormAlert>
      ) : null}
      <FeedbackTokenField fresh={feedbackToken} field={fields.form_token} />
      <Field label={t`Your name`} error={name?.errors?.[0]} required>
        <Input
          autoComplete="name"
          name="name"
          key={name?.key}
          defaultValue={name?.initialValue as string | undefined}
          maxLength={100}
        />
      </Field>
      <Field label={t`Email`} hint={t`We only use it to answer you.`} error={email?.errors?.[0]} required>
        <Input
          type="email"
          autoComplete="email"
          name="email"
          key={email?.key}
          defaultValue={email?.initialValue as string | undefined}
        />
      </Field>
      <Field label={t`Topic`} error={topic?.errors?.[0]}>
        <Select name="topic" key={topic?.key} defaultValue={(topic?.initialValue as string | undefined) ?? "general"}>
          {contactTopics.map((topicValue) => (
            <option key={topicValue} value={topicValue}>
              {i18n._(contactTopicText[topicValue])}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Message`} error={message?.errors?.[0]} required>
        <Textarea
          name="message"
          key={message?.key}
          defaultValue={message?.initialValue as string | undefined}
          rows={6}
          maxLength={5000}
        />
      </Field>
      <Honeypot />
      <SubmitButton pending={pending} pendingLabel={t`Sending...`}>
        <Trans>Send message</Trans>
      </SubmitButton>
    </ContractForm>
  );
}
