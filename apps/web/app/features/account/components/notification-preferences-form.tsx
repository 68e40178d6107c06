import type { SubmissionResult } from "@conform-to/react";
import {
  type NotificationPreferences,
  type NotificationType,
  notificationPreferencesFormSchema,
  notificationTypes,
} from "@guildforge/contracts";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { Checkbox, FormAlert, SubmitButton } from "../../../components/ui";
import { ContractForm, useContractForm, useFormPending } from "../../../lib/forms/contract-form";

export const notificationTypeLabels: Record<NotificationType, { title: MessageDescriptor; hint: MessageDescriptor }> = {
  class_change: { title: msg`Class changes`, hint: msg`A class you applied to changes its dates, venue or price.` },
  application_status: {
    title: msg`Your applications`,
    hint: msg`Your application is received, or an instructor accepts, waitlists or declines you.`,
  },
  class_cancelled: { title: msg`Cancelled classes`, hint: msg`A class you applied to is cancelled.` },
  waitlist_promoted: { title: msg`Waitlist places`, hint: msg`A seat frees up and you move off the waitlist.` },
  class_request_status: { title: msg`Class requests`, hint: msg`The team reviews a class you requested.` },
  role_application_status: {
    title: msg`Teaching applications`,
    hint: msg`Your instructor or host application is decided.`,
  },
  message_received: { title: msg`Messages`, hint: msg`Someone sends you a message (you also see them live).` },
  application_received: {
    title: msg`Applications to review`,
    hint: msg`Someone applies to a class you teach or host (one email per batch, never one per student).`,
  },
  feedback_received: {
    title: msg`Feedback (admins)`,
    hint: msg`Someone sends a bug report, an idea or a contact message.`,
  },
  session_reminder_48h: {
    title: msg`Reminder two days before`,
    hint: msg`Two days before each session you have a seat in: the time, the forge, what to bring, and a link to release your seat. Off means no such reminder, in email or on the site.`,
  },
  session_reminder_3h: {
    title: msg`Reminder three hours before`,
    hint: msg`Three hours before each session you have a seat in. Off means no such reminder, in email or on the site.`,
  },
  teaching_reminder_24h: {
    title: msg`Teaching reminder the day before`,
    hint: msg`A day before each session you teach: how many students are coming and how many of their messages are unread. Off means no such reminder, in email or on the site.`,
  },
  payment_received: {
    title: msg`Payment receipts`,
    hint: msg`The instructor or host records a payment for your seat: the amount, how you paid and when.`,
  },
};

/**
 * Email on/off per notification type, for the types that can reach this person (`types`:
 * notificationTypesFor(roles)): posts to /settings/notifications' action with or without JavaScript.
 */
export function NotificationPreferencesForm({
  initial,
  types = notificationTypes,
  lastResult,
}: {
  initial: NotificationPreferences;
  types?: readonly NotificationType[];
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const [form, fields] = useContractForm(notificationPreferencesFormSchema, {
    id: "notification-preferences",
    lastResult,
    defaultValue: Object.fromEntries(types.map((t) => [t, initial[t].email])),
  });
  const pending = useFormPending();
  const { i18n } = useLingui();
  return (
    <ContractForm form={form} className="space-y-6">
      <fieldset>
        <legend className="text-lg font-semibold text-iron-100">
          <Trans>Email me when…</Trans>
        </legend>
        <ul className="mt-4 divide-y divide-iron-700 rounded-lg border border-iron-700">
          {types.map((type) => (
            <li key={type} className="px-4 py-3">
              <Checkbox
                label={
                  <span>
                    <span className="block font-semibold">{i18n._(notificationTypeLabels[type].title)}</span>
                    <span className="block text-sm text-iron-400">{i18n._(notificationTypeLabels[type].hint)}</span>
                  </span>
                }
                name={type}
                key={fields[type]?.key}
                defaultChecked={fields[type]?.initialValue === "on"}
              />
            </li>
          ))}
        </ul>
      </fieldset>
      <p className="text-sm text-iron-400">
        <Trans>Every notification also appears in your notification list, whatever you choose here.</Trans>
      </p>
      <SubmitButton pending={pending} pendingLabel={i18n._(msg`Saving…`)}>
        <Trans>Save preferences</Trans>
      </SubmitButton>
      {form.errors?.[0] ? <FormAlert>{form.errors[0]}</FormAlert> : null}
    </ContractForm>
  );
}
