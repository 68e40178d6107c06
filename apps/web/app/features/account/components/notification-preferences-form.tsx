import { type NotificationPreferences, type NotificationType, notificationTypes } from "@guildforge/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Checkbox, FormAlert, SubmitButton } from "../../../components/ui";
import { saveNotificationPreferences } from "../api/notification-preferences";

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

type Values = Record<NotificationType, boolean>;

/**
 * Email on/off per notification type (GET/PUT /api/user/notification-preferences), for the types
 * that can reach this person (`types`: notificationTypesFor(roles)); a save sends only those.
 */
export function NotificationPreferencesForm({
  initial,
  types = notificationTypes,
}: {
  initial: NotificationPreferences;
  types?: readonly NotificationType[];
}) {
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState(false);
  const toValues = (p: NotificationPreferences) =>
    Object.fromEntries(notificationTypes.map((t) => [t, p[t].email])) as Values;
  const form = useForm<Values>({ defaultValues: toValues(initial) });

  const onSubmit = form.handleSubmit(async (values) => {
    setSaved(false);
    setFailed(false);
    try {
      const body = Object.fromEntries(types.map((t) => [t, { email: values[t] }]));
      form.reset(toValues(await saveNotificationPreferences(body)));
      setSaved(true);
    } catch {
      setFailed(true);
    }
  });

  return (
    <form onSubmit={onSubmit} className="space-y-6">
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
                {...form.register(type)}
              />
            </li>
          ))}
        </ul>
      </fieldset>
      <p className="text-sm text-iron-400">
        Every notification also appears in your notification list, whatever you choose here.
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Saving…">
          Save preferences
        </SubmitButton>
        <p aria-live="polite" className="text-sm text-success-400">
          {saved ? "Preferences saved." : ""}
        </p>
      </div>
      {failed ? <FormAlert>We could not save your preferences. Please try again.</FormAlert> : null}
    </form>
  );
}
