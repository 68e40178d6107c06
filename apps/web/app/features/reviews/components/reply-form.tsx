import type { SubmissionResult } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useActionData, useNavigation } from "react-router";
import { Field, FormAlert, SubmitButton, Textarea } from "../../../components/ui";
import { FormToken, formIntentField } from "../../../lib/forms/form-token";

type Answer = { intent?: string; id?: number | null; result?: SubmissionResult<string[]> | null };

/** The instructor's one public reply to a review (`_intent=reply` to the page's action). */
export function ReplyForm({ reviewId }: { reviewId: number }) {
  const { t } = useLingui();
  const actionData = useActionData() as Answer | undefined;
  const navigation = useNavigation();
  const mine = actionData?.intent === "reply" && actionData.id === reviewId ? actionData : undefined;
  const pending = navigation.state !== "idle" && navigation.formData?.get("review_id") === String(reviewId);
  const whole = mine?.result?.error?.[""]?.[0];
  return (
    <Form method="post" className="space-y-3" data-route-action="">
      <FormToken scope={`:reply-${reviewId}`} />
      <input type="hidden" name={formIntentField} value="reply" />
      <input type="hidden" name="review_id" value={reviewId} />
      {whole ? <FormAlert>{whole}</FormAlert> : null}
      <Field
        label={t`Your public reply`}
        hint={t`You can reply once; the reply cannot be changed.`}
        error={mine?.result?.error?.text?.[0]}
      >
        <Textarea name="text" required maxLength={2000} rows={3} />
      </Field>
      <SubmitButton pending={pending} variant="secondary">
        <Trans>Publish reply</Trans>
      </SubmitButton>
    </Form>
  );
}
