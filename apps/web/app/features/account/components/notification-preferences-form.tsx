import type { SubmissionResult } from "@conform-to/react";
import {
  type NotificationPreferences,
  type NotificationType,
  notificationPreferencesFormSchema,
  notificationTypes,
} from "@guildforge/contracts";
import { Checkbox, FormAlert, SubmitButton } from "../../../components/ui";
import { ContractForm, useContractForm, useFormPending } from "../../../lib/forms/contract-form";

export const notificationTypeLabels: Record<NotificationType, { title: string; hint: string }> = {
  class_change: { title: "Class changes", hint: "A class you applied to changes its dates, venue or price." },
  application_status: {
    title: "Your applications",
    hint: "Your application is received, or an instructor accepts, waitlists or declines you.",
  },
  class_cancelled: { title: "Cancelled classes", hint: "A class you applied to is cancelled." },
  waitlist_promoted: { title: "Waitlist places", hint: "A seat frees up and you move off the waitlist." },
  class_request_status: { title: "Class requests", hint: "The team reviews a class you requested." },
  role_application_status: { title: "Teaching applications", hint: "Your instructor or host application is decided." },
  message_received: { title: "Messages", hint: "Someone sends you a message (you also see them live)." },
  application_received: {
    title: "Applications to review",
    hint: "Someone applies to a class you teach or host (one email per batch, never one per student).",
  },
  feedback_received: { title: "Feedback (admins)", hint: "Someone sends a bug report, an idea or a contact message." },
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
  return (
    <ContractForm form={form} className="space-y-6">
      <fieldset>
        <legend className="text-lg font-semibold text-iron-100">Email me when…</legend>
        <ul className="mt-4 divide-y divide-iron-700 rounded-lg border border-iron-700">
          {types.map((type) => (
            <li key={type} className="px-4 py-3">
              <Checkbox
                label={
                  <span>
                    <span className="block font-semibold">{notificationTypeLabels[type].title}</span>
                    <span className="block text-sm text-iron-400">{notificationTypeLabels[type].hint}</span>
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
        Every notification also appears in your notification list, whatever you choose here.
      </p>
      <SubmitButton pending={pending} pendingLabel="Saving…">
        Save preferences
      </SubmitButton>
      {form.errors?.[0] ? <FormAlert>{form.errors[0]}</FormAlert> : null}
    </ContractForm>
  );
}
