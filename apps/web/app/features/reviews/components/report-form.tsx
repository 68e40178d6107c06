import type { SubmissionResult } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { Field, FormAlert, SubmitButton, Textarea } from "../../../components/ui";
import { FormToken, formIntentField } from "../../../lib/forms/form-token";

type Answer = { intent?: string; id?: number | null; result?: SubmissionResult<string[]> | null };

/**
 * Anyone signed in reports someone else's review to the admins' moderation queue
 * (`_intent=report-review` to the page's action); a refusal opens it again with the reason kept.
 */
export function ReportReviewForm({ reviewId }: { reviewId: number }) {
  const { t } = useLingui();
  const actionData = useActionData() as Answer | undefined;
  const navigation = useNavigation();
  const mine = actionData?.intent === "report-review" && actionData.id === reviewId ? actionData : undefined;
  const pending =
    navigation.state !== "idle" &&
    navigation.formData?.get(formIntentField) === "report-review" &&
    navigation.formData?.get("review_id") === String(reviewId);
  // With JavaScript the page stays: once this report is sent and not refused, the form closes empty.
  const details = useRef<HTMLDetailsElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (pending) sent.current = true;
    else if (sent.current) {
      sent.current = false;
      if (!mine && details.current) {
        details.current.open = false;
        details.current.querySelector("form")?.reset();
      }
    }
  }, [pending, mine]);
  const whole = mine?.result?.error?.[""]?.[0] ?? mine?.result?.error?.review_id?.[0];
  const kept = mine?.result?.initialValue?.reason;
  return (
    <details ref={details} className="text-sm" open={!!mine}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-iron-400 hover:text-iron-200">
        <Trans>Report this review</Trans>
      </summary>
      <Form method="post" className="mt-2 space-y-3" data-route-action="">
        <FormToken scope={`:report-review-${reviewId}`} />
        <input type="hidden" name={formIntentField} value="report-review" />
        <input type="hidden" name="review_id" value={reviewId} />
        {whole ? <FormAlert>{whole}</FormAlert> : null}
        <Field
          label={t`What is wrong with it?`}
          hint={t`Our team reads it; the reviewer does not learn who reported them.`}
          error={mine?.result?.error?.reason?.[0]}
        >
          <Textarea
            name="reason"
            required
            minLength={10}
            maxLength={1000}
            rows={3}
            defaultValue={typeof kept === "string" ? kept : undefined}
          />
        </Field>
        <SubmitButton pending={pending} variant="secondary">
          <Trans>Send report</Trans>
        </SubmitButton>
      </Form>
    </details>
  );
}
