import { type FeedbackKind, type FeedbackStatus, feedbackKinds, feedbackStatuses } from "@guildforge/contracts";
import { useLingui as useLinguiI18n } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import { Button, Field, Select } from "../../../../components/ui";
import { feedbackKindText, feedbackStatusText } from "../../lib/inbox-labels";

/** Type and status filters of the inbox: a GET form, so they work without JavaScript and keep the URL shareable. */
export function InboxFilters({ kind, status }: { kind?: FeedbackKind; status?: FeedbackStatus }) {
  const { t } = useLingui();
  const { i18n } = useLinguiI18n();
  return (
    <Form
      method="get"
      autoComplete="off"
      className="mt-6 flex flex-wrap items-end gap-3"
      aria-label={t`Filter the inbox`}
    >
      <Field label={t`Type`} className="w-48">
        <Select name="kind" defaultValue={kind ?? ""}>
          <option value="">{t`All types`}</option>
          {feedbackKinds.map((k) => (
            <option key={k} value={k}>
              {i18n._(feedbackKindText[k])}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Status`} className="w-40">
        <Select name="status" defaultValue={status ?? ""}>
          <option value="">{t`Any status`}</option>
          {feedbackStatuses.map((s) => (
            <option key={s} value={s}>
              {i18n._(feedbackStatusText[s])}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" variant="secondary">
        <Trans>Show</Trans>
      </Button>
    </Form>
  );
}
