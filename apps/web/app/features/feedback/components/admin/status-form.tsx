import { type FeedbackItem, feedbackStatuses } from "@guildforge/contracts";
import { useLingui as useLinguiI18n } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { FetcherWithComponents } from "react-router";
import { Button, Field, Select } from "../../../../components/ui";
import { type DecisionAnswer, recordIdField } from "../../../../lib/forms/decision";
import { FormToken, formIntentField } from "../../../../lib/forms/form-token";
import { feedbackStatusText } from "../../lib/inbox-labels";

/**
 * An item's status: a select and its Save button, posting to /admin/feedback's action
 * (`_intent=status`, decision 535). With JavaScript a change is saved at once through the card's
 * fetcher; the button saves it too, and is what saves it without JavaScript.
 */
export function StatusForm({ item, fetcher }: { item: FeedbackItem; fetcher: FetcherWithComponents<DecisionAnswer> }) {
  const { t } = useLingui();
  const { i18n } = useLinguiI18n();
  const saving = fetcher.state !== "idle" && fetcher.formData?.get(formIntentField) === "status";
  const sent = saving ? fetcher.formData?.get("status") : null;
  return (
    <fetcher.Form method="post" data-route-action="" className="flex items-end gap-2">
      <FormToken scope={`:status-${item.id}`} />
      <input type="hidden" name={formIntentField} value="status" />
      <input type="hidden" name={recordIdField} value={item.id} />
      <Field label={t`Status`} className="w-36">
        <Select
          name="status"
          key={item.status}
          defaultValue={typeof sent === "string" ? sent : item.status}
          disabled={saving}
          onChange={(e) => fetcher.submit(e.currentTarget.form)}
        >
          {feedbackStatuses.map((s) => (
            <option key={s} value={s}>
              {i18n._(feedbackStatusText[s])}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" variant="secondary" size="md" disabled={saving}>
        <Trans>Save</Trans>
      </Button>
    </fetcher.Form>
  );
}
