import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useFetcher } from "react-router";
import { Checkbox, SubmitButton } from "../../../components/ui";
import { type DecisionAnswer, useDecisionAnswer } from "../../../lib/forms/decision";
import { FormToken, formIntentField } from "../../../lib/forms/form-token";
import { RejectDialog } from "./reject-dialog";

/** The fetcher of the bulk decisions (the page clears its selection once one is done). */
export const bulkFetcherKey = "bulk-decisions";

/**
 * Select all + the decision for every selected application: forms posting the selected `ids` to
 * the page's action (`_intent=bulk`, decision 535). Choosing needs JavaScript (the buttons stay
 * disabled until something is selected); each row's own decisions work without it.
 */
export function BulkBar({
  ids,
  total,
  onSelectAll,
}: {
  ids: readonly number[];
  total: number;
  onSelectAll: (all: boolean) => void;
}) {
  const fetcher = useFetcher<DecisionAnswer>({ key: bulkFetcherKey });
  const answer = useDecisionAnswer(fetcher.data, 0, "bulk");
  const count = ids.length;
  const none = count === 0;
  const sending = fetcher.state !== "idle" ? fetcher.formData?.get("status") : null;
  const { t } = useLingui();
  const selected = ids.map((id) => <input key={id} type="hidden" name="ids" value={id} />);
  return (
    <section
      aria-label={t`Bulk actions`}
      className="flex flex-wrap items-center gap-3 rounded-lg border border-iron-700 bg-iron-900 p-3"
    >
      <Checkbox
        checked={total > 0 && count === total}
        onChange={(e) => onSelectAll(e.target.checked)}
        label={none ? t`Select all` : t`${count} selected`}
        disabled={total === 0}
      />
      <div className="ml-auto flex flex-wrap items-start gap-2">
        <fetcher.Form method="post" data-route-action="" className="contents">
          <FormToken scope=":bulk" />
          <input type="hidden" name={formIntentField} value="bulk" />
          {selected}
          <SubmitButton
            size="sm"
            name="status"
            value="accepted"
            disabled={none || Boolean(sending)}
            pending={sending === "accepted"}
          >
            <Trans>Accept selected</Trans>
          </SubmitButton>
          <SubmitButton
            size="sm"
            variant="secondary"
            name="status"
            value="waitlisted"
            disabled={none || Boolean(sending)}
            pending={sending === "waitlisted"}
          >
            <Trans>Waitlist selected</Trans>
          </SubmitButton>
        </fetcher.Form>
        <RejectDialog
          formId="reject-selected"
          label={t`Reject selected…`}
          title={t`Reject ${plural(count, { one: "# application", other: "# applications" })}?`}
          intent="bulk"
          hidden={selected}
          fetcher={fetcher}
          answer={answer}
          disabled={none || Boolean(sending)}
        />
      </div>
    </section>
  );
}
