import type { SubmissionResult } from "@conform-to/react";
import type { CalendarFeed } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarPlus } from "lucide-react";
import { Form } from "react-router";
import { LocalTime } from "../../../components/time/local-time";
import { buttonClasses, Field, FormAlert, Input, SubmitButton } from "../../../components/ui";
import { useFormPending } from "../../../lib/forms/contract-form";
import { FormToken } from "../../../lib/forms/form-token";

/** The button that sends `calendar=value` (one form, one intent: the action reads which). */
function CalendarButton({
  value,
  variant,
  children,
}: {
  value: "enable" | "regenerate" | "disable";
  variant: "primary" | "secondary" | "ghost";
  children: React.ReactNode;
}) {
  const pending = useFormPending();
  return (
    <SubmitButton pending={pending} name="calendar" value={value} variant={variant}>
      {children}
    </SubmitButton>
  );
}

/**
 * The personal calendar feed on /settings/notifications (issue 40 point 2): off, one button turns
 * it on; on, its https link to paste and a webcal:// link that opens the calendar app, when a
 * calendar last read it, a new link (the old one stops) and off. Works without JavaScript.
 */
export function CalendarFeedCard({
  feed,
  lastResult,
}: {
  feed: CalendarFeed;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useLingui();
  const refusal = lastResult?.error?.[""]?.[0] ?? lastResult?.error?.calendar?.[0];
  return (
    <section aria-labelledby="calendar-heading" id="calendar" className="space-y-4">
      <h2 id="calendar-heading" className="font-display text-xl font-semibold text-iron-50">
        <Trans>Calendar feed</Trans>
      </h2>
      <p className="text-iron-300">
        <Trans>
          Every class you hold a seat in or teach, in your own calendar app (Google Calendar, Apple Calendar, Outlook).
          When a class moves or is cancelled, your calendar shows it at its next refresh.
        </Trans>
      </p>
      {refusal ? <FormAlert>{refusal}</FormAlert> : null}
      <Form method="post" className="space-y-4">
        <FormToken scope="calendar" />
        <input type="hidden" name="_intent" value="calendar" />
        {feed.enabled && feed.https_url && feed.webcal_url ? (
          <>
            <a href={feed.webcal_url} className={buttonClasses("primary", "md", "w-full sm:w-auto")}>
              <CalendarPlus aria-hidden="true" />
              <Trans>Subscribe in my calendar app</Trans>
            </a>
            <Field
              label={t`Feed link`}
              hint={t`Or paste this link where your calendar app adds a calendar "from URL". Keep it to yourself: anyone with it sees your classes.`}
            >
              <Input readOnly value={feed.https_url} className="font-mono text-sm" spellCheck={false} />
            </Field>
            <p className="text-sm text-iron-400">
              {feed.last_read_at ? (
                <Trans>
                  Last read by a calendar app: <LocalTime iso={feed.last_read_at} />
                </Trans>
              ) : (
                <Trans>No calendar app has read it yet.</Trans>
              )}
            </p>
            <div className="flex flex-wrap gap-3">
              <CalendarButton value="regenerate" variant="secondary">
                <Trans>Make a new link</Trans>
              </CalendarButton>
              <CalendarButton value="disable" variant="ghost">
                <Trans>Turn off</Trans>
              </CalendarButton>
            </div>
            <p className="text-sm text-iron-400">
              <Trans>A new link stops the old one: use it if the link reached someone it should not have.</Trans>
            </p>
          </>
        ) : (
          <CalendarButton value="enable" variant="primary">
            <Trans>Turn on calendar feed</Trans>
          </CalendarButton>
        )}
      </Form>
    </section>
  );
}
