import type { SubmissionResult } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useActionData, useNavigation } from "react-router";
import { Field, FormAlert, Input, SubmitButton } from "../../../components/ui";
import { FormToken, formIntentField } from "../../../lib/forms/form-token";

type Answer = { intent?: string; id?: number | null; result?: SubmissionResult<string[]> | null };

/** An admin hides a review with a reason (`_intent=hide` to the page's action); it leaves every page. */
export function HideReviewForm({ reviewId }: { reviewId: number }) {
  const { t } = useLingui();
  const actionData = useActionData() as Answer | undefined;
  const navigation = useNavigation();
  const mine = actionData?.intent === "hide" && actionData.id === reviewId ? actionData : undefined;
  const pending =
    navigation.state !== "idle" &&
    navigation.formData?.get(formIntentField) === "hide" &&
    navigation.formData?.get("review_id") === String(reviewId);
  const whole = mine?.result?.error?.[""]?.[0];
  return (
    <details className="text-sm" open={!!mine}>
      <summary className="cursor-pointer text-iron-400">
        <Trans>Hide this review (admin)</Trans>
      </summary>
      <Form method="post" className="mt-2 flex flex-wrap items-end gap-3" data-route-action="">
        <FormToken scope={`:hide-${reviewId}`} />
        <input type="hidden" name={formIntentField} value="hide" />
        <input type="hidden" name="review_id" value={reviewId} />
        {whole ? <FormAlert>{whole}</FormAlert> : null}
        <Field label={t`Reason`} error={mine?.result?.error?.reason?.[0]} className="min-w-60 flex-1">
          <Input name="reason" required maxLength={500} />
        </Field>
        <SubmitButton pending={pending} variant="danger">
          <Trans>Hide review</Trans>
        </SubmitButton>
      </Form>
    </details>
  );
}
