import type { SubmissionResult } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useActionData, useNavigation } from "react-router";
import { Field, FormAlert, SubmitButton, Textarea } from "../../../components/ui";
import { FormToken, formIntentField } from "../../../lib/forms/form-token";

type Answer = { intent?: string; id?: number | null; result?: SubmissionResult<string[]> | null };

/**
 * The instructor's private feedback to one student who attended (issue 40 point 5), sent once
 * (`_intent=feedback` to the page's action): the student sees it once both sides are in or the
 * review window closes; it is never public.
 */
export function FeedbackForm({
  classId,
  studentId,
  name,
  sent = false,
}: {
  classId: number;
  studentId: number;
  name: string;
  /** Already sent: the row says so instead of offering the form again. */
  sent?: boolean;
}) {
  const { t } = useLingui();
  const actionData = useActionData() as Answer | undefined;
  const navigation = useNavigation();
  const mine = actionData?.intent === "feedback" && actionData.id === studentId ? actionData : undefined;
  const pending =
    navigation.state !== "idle" &&
    navigation.formData?.get(formIntentField) === "feedback" &&
    navigation.formData?.get("student_id") === String(studentId);
  const whole = mine?.result?.error?.[""]?.[0];
  if (sent)
    return (
      <p className="w-full rounded-md bg-iron-800/60 p-3 text-sm text-iron-300" data-testid="feedback-sent">
        <Trans>Your private feedback for {name} is sent.</Trans>
      </p>
    );
  return (
    <details className="w-full rounded-md bg-iron-800/60 p-3" open={!!mine}>
      <summary className="cursor-pointer text-sm font-semibold text-ember-300">
        <Trans>Private feedback for {name}</Trans>
      </summary>
      <Form method="post" className="mt-3 space-y-3" data-route-action="">
        <FormToken scope={`:feedback-${classId}-${studentId}`} />
        <input type="hidden" name={formIntentField} value="feedback" />
        <input type="hidden" name="class_id" value={classId} />
        <input type="hidden" name="student_id" value={studentId} />
        {whole ? <FormAlert>{whole}</FormAlert> : null}
        <Field
          label={t`Your feedback`}
          hint={t`Only this student reads it, once their review is in or the review window closes. You can send it once.`}
          error={mine?.result?.error?.text?.[0]}
        >
          <Textarea name="text" required maxLength={2000} rows={3} />
        </Field>
        <SubmitButton pending={pending} variant="secondary">
          <Trans>Send feedback</Trans>
        </SubmitButton>
      </Form>
    </details>
  );
}
