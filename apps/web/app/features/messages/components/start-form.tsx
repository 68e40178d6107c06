import type { SubmissionResult } from "@conform-to/react";
import { messageMaxLength } from "@guildforge/contracts/message-limits";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { Field, FormAlert, SubmitButton, Textarea } from "../../../components/ui";
import { ContractForm, useActionCheckedForm, useFormPending } from "../../../lib/forms/contract-form-element";
import { formIntentField } from "../../../lib/forms/form-token";
import { formatCount } from "../lib/format-count";

/** /messages' answer to a refused first message (features/messages/server/start-conversation-action.server.ts). */
export type StartAnswer = { intent?: string; result?: SubmissionResult<string[]> | null; unverified?: boolean };

export interface StartFormProps {
  to: { id: number; name: string };
  classItem?: { id: number; title: string };
  /** In a dialog (a fetcher's form) or in the page's flow (a plain POST). */
  place: "dialog" | "inline";
  fetcher?: FetcherWithComponents<StartAnswer>;
  lastResult?: SubmissionResult<string[]> | null;
}

type StartValues = { user_id: string; class_id: string; body: string; to_name: string; class_title: string };

/**
 * The first message (decision 535): posts to /messages' action (`_intent=start`), which starts or
 * reopens the conversation and goes to its thread. The same form in the dialog and in the page.
 * Checked by the action alone (`startFormSchema`): it is on public pages (a class, a profile),
 * which load no zod (decision 460).
 */
export function StartForm({ to, classItem, place, fetcher, lastResult = null }: StartFormProps) {
  const id = `start-${to.id}-${classItem?.id ?? 0}-${place}`;
  const [form, fields] = useActionCheckedForm<StartValues>({ id, lastResult });
  const [length, setLength] = useState(() => String(fields.body.initialValue ?? "").length);
  const pagePending = useFormPending();
  const pending = fetcher ? fetcher.state !== "idle" : pagePending;
  const problem = form.errors?.[0] ?? fields.user_id.errors?.[0] ?? fields.class_id.errors?.[0];
  const { t } = useLingui();
  const count = formatCount(length);
  const max = formatCount(messageMaxLength);
  return (
    <ContractForm form={form} fetcher={fetcher} action="/messages" className="space-y-4">
      <input type="hidden" name={formIntentField} value="start" />
      <input type="hidden" name="user_id" value={to.id} />
      <input type="hidden" name="to_name" value={to.name} />
      {classItem ? (
        <>
          <input type="hidden" name="class_id" value={classItem.id} />
          <input type="hidden" name="class_title" value={classItem.title} />
        </>
      ) : null}
      <Field label={t`Your message`} hint={t`${count} / ${max} characters`} error={fields.body.errors?.[0]}>
        <Textarea
          name="body"
          key={fields.body.key}
          defaultValue={String(fields.body.initialValue ?? "")}
          onChange={(e) => setLength(e.target.value.length)}
          rows={5}
          placeholder={classItem ? t`Ask about the class, the dates or what to bring…` : t`Write your message…`}
        />
      </Field>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <SubmitButton pending={pending} pendingLabel={t`Sending…`}>
          <Trans>Send message</Trans>
        </SubmitButton>
      </div>
    </ContractForm>
  );
}
