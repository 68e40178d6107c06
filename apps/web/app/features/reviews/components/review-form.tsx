import type { SubmissionResult } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useActionData, useNavigation } from "react-router";
import { Field, FormAlert, SubmitButton, Textarea } from "../../../components/ui";
import { FormToken, formIntentField } from "../../../lib/forms/form-token";

type Answer = { intent?: string; id?: number | null; result?: SubmissionResult<string[]> | null };

const errorOf = (answer: Answer | undefined, field: string) => answer?.result?.error?.[field]?.[0];

/** One row of 1-5 radio stars in a fieldset whose legend names it (`optional`: a "not rated" choice too). */
function StarChoice({
  name,
  legend,
  optional,
  error,
  classId,
}: {
  name: string;
  legend: string;
  optional?: boolean;
  error?: string;
  classId: number;
}) {
  const { t } = useLingui();
  const errorId = `review-${classId}-${name}-error`;
  return (
    <fieldset className="space-y-1" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-iron-200">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="flex cursor-pointer items-center gap-1 rounded-md border border-iron-600 px-2 py-1 text-sm text-iron-100 has-checked:border-ember-400 has-checked:bg-ember-900/40"
          >
            <input type="radio" name={name} value={n} required={!optional} className="accent-ember-400" />
            <span aria-hidden="true">{"★".repeat(n)}</span>
            <span className="sr-only">{n === 1 ? t`1 star` : t`${n} stars`}</span>
          </label>
        ))}
        {optional ? (
          <label className="flex cursor-pointer items-center gap-1 rounded-md border border-iron-600 px-2 py-1 text-sm text-iron-300">
            <input type="radio" name={name} value="" defaultChecked className="accent-ember-400" />
            <Trans>Not rated</Trans>
          </label>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger-300" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * "Review this class" on an attended seat (issue 40 point 5): stars for the class, optional
 * aspects and text, posted to the page's action (`_intent=review`); works without JavaScript.
 */
export function ReviewForm({ classId, closesAt }: { classId: number; closesAt: string }) {
  const { t } = useLingui();
  const actionData = useActionData() as Answer | undefined;
  const navigation = useNavigation();
  const mine = actionData?.intent === "review" && actionData.id === classId ? actionData : undefined;
  const pending = navigation.state !== "idle" && navigation.formData?.get(formIntentField) === "review";
  const whole = mine?.result?.error?.[""]?.[0];
  return (
    <details className="rounded-md bg-iron-800/60 p-4" open={!!mine} id={`review-${classId}`}>
      <summary className="cursor-pointer font-semibold text-ember-300">
        <Trans>Review this class</Trans>
      </summary>
      <Form method="post" className="mt-4 space-y-4" data-route-action="">
        <FormToken scope={`:review-${classId}`} />
        <input type="hidden" name={formIntentField} value="review" />
        <input type="hidden" name="class_id" value={classId} />
        <p className="text-sm text-iron-300">
          <Trans>
            Only students who attended can review. Your review is published when the instructor has left their feedback
            for you, or when the review window closes on <time dateTime={closesAt}>{closesAt.slice(0, 10)}</time>; it
            cannot be changed afterwards.
          </Trans>
        </p>
        {whole ? <FormAlert>{whole}</FormAlert> : null}
        <StarChoice
          name="rating"
          legend={t`Your rating of the class`}
          error={errorOf(mine, "rating")}
          classId={classId}
        />
        <StarChoice
          name="instruction"
          legend={t`Instruction (optional)`}
          optional
          error={errorOf(mine, "instruction")}
          classId={classId}
        />
        <StarChoice
          name="safety"
          legend={t`Safety (optional)`}
          optional
          error={errorOf(mine, "safety")}
          classId={classId}
        />
        <StarChoice
          name="equipment"
          legend={t`Forge and equipment (optional)`}
          optional
          error={errorOf(mine, "equipment")}
          classId={classId}
        />
        <Field label={t`Your review (optional)`} error={errorOf(mine, "text")} hint={t`Up to 2,000 characters.`}>
          <Textarea
            name="text"
            maxLength={2000 /* reviewTextMax: the contract module would bring zod to the page */}
            rows={4}
          />
        </Field>
        <SubmitButton pending={pending}>
          <Trans>Publish review</Trans>
        </SubmitButton>
      </Form>
    </details>
  );
}
