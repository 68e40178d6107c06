import type { ApplicationCreated } from "@guildforge/contracts";
import { applicationMessageMax } from "@guildforge/contracts/application-rules";
import { useRef, useState } from "react";
import { Checkbox, Field, FormAlert, Textarea } from "../../../components/ui";
import { isApiError, showInline } from "../../../lib/api";
import { useFocusFirstError } from "../../../lib/forms/focus-first-error";
import { applyToClass } from "../api/apply";
import {
  type ApplyClassFacts,
  type ApplyFormErrors,
  type ApplyFormValues,
  buildApplication,
  experienceOptions,
  formErrorsFromServer,
} from "../lib/apply-form";

const fieldError = (id: string, message: string | undefined) =>
  message ? (
    <p id={id} role="alert" className="mt-2 text-sm font-medium text-danger-300">
      {message}
    </p>
  ) : null;

/**
 * The application: experience level, a message to the instructor, each safety requirement ticked
 * one by one, and the minimum age confirmed. Submits with the form id `formId` (the dialog's button).
 */
export function ApplyForm({
  formId,
  classId,
  facts,
  onPendingChange,
  onApplied,
}: {
  formId: string;
  classId: number;
  facts: ApplyClassFacts;
  onPendingChange: (pending: boolean) => void;
  onApplied: (result: ApplicationCreated) => void;
}) {
  const [values, setValues] = useState<ApplyFormValues>({
    experience_level: "",
    message: "",
    acknowledged: facts.safety_requirements.map(() => false),
    age_confirmed: false,
  });
  const [errors, setErrors] = useState<ApplyFormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [refusal, setRefusal] = useState(0);
  useFocusFirstError(formRef, refusal);
  const refuse = (next: ApplyFormErrors) => {
    setErrors(next);
    setRefusal((n) => n + 1);
  };
  const set = (patch: Partial<ApplyFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = async () => {
    setProblem(null);
    const built = buildApplication(values, facts);
    if (!built.body) {
      refuse(built.errors);
      return;
    }
    setErrors({});
    onPendingChange(true);
    try {
      onApplied(await applyToClass(classId, built.body));
    } catch (error) {
      showInline(error); // shown in the form, so not toasted as well
      if (isApiError(error) && error.errors) {
        setProblem(error.message);
        refuse(formErrorsFromServer(error.errors));
      } else if (isApiError(error) && error.message) setProblem(error.message);
      else setProblem("Your application was not sent. Check your connection and try again.");
    } finally {
      onPendingChange(false);
    }
  };

  return (
    <form
      ref={formRef}
      id={formId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="space-y-5"
    >
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <fieldset aria-describedby={errors.experience_level ? `${formId}-level-error` : undefined}>
        <legend className="text-sm font-semibold text-iron-200">Your experience at the forge</legend>
        <div className="mt-2 grid gap-2">
          {experienceOptions.map((o, i) => (
            <label
              key={o.value}
              className="flex cursor-pointer gap-3 rounded-md border border-iron-600 p-3 has-[:checked]:border-ember-500 has-[:checked]:bg-iron-800"
            >
              <input
                type="radio"
                name="experience_level"
                value={o.value}
                checked={values.experience_level === o.value}
                onChange={() => set({ experience_level: o.value })}
                aria-invalid={i === 0 && errors.experience_level ? true : undefined}
                className="mt-1 size-4 accent-ember-500"
              />
              <span>
                <span className="block font-semibold text-iron-100">{o.label}</span>
                <span className="block text-sm text-iron-300">{o.hint}</span>
              </span>
            </label>
          ))}
        </div>
        {fieldError(`${formId}-level-error`, errors.experience_level)}
      </fieldset>

      <Field
        label="Message to the instructor (optional)"
        hint="What you hope to make, anything the instructor should know."
        error={errors.message}
      >
        <Textarea
          rows={3}
          maxLength={applicationMessageMax}
          value={values.message}
          onChange={(e) => set({ message: e.target.value })}
        />
      </Field>

      {facts.safety_requirements.length > 0 ? (
        <fieldset aria-describedby={errors.safety ? `${formId}-safety-error` : undefined}>
          <legend className="text-sm font-semibold text-iron-200">
            Safety requirements (version {facts.safety_version}): tick each one
          </legend>
          <div className="mt-2 space-y-2">
            {facts.safety_requirements.map((req, i) => (
              <Checkbox
                key={req}
                label={req}
                checked={values.acknowledged[i] === true}
                aria-invalid={errors.safety && values.acknowledged[i] !== true ? true : undefined}
                onChange={(e) =>
                  set({ acknowledged: values.acknowledged.map((v, j) => (j === i ? e.target.checked : v)) })
                }
              />
            ))}
          </div>
          {fieldError(`${formId}-safety-error`, errors.safety)}
        </fieldset>
      ) : null}

      {facts.min_age > 0 ? (
        <div>
          <Checkbox
            label={`I am at least ${facts.min_age} years old.`}
            checked={values.age_confirmed}
            onChange={(e) => set({ age_confirmed: e.target.checked })}
            aria-invalid={errors.age_confirmed ? true : undefined}
            aria-describedby={errors.age_confirmed ? `${formId}-age-error` : undefined}
          />
          {fieldError(`${formId}-age-error`, errors.age_confirmed)}
        </div>
      ) : null}
    </form>
  );
}
