import { useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { isApiError, showInline } from "../api";

/** What a form model's validator returns: the contract-checked body, or messages by form field. */
export type FormValidation<Body> = { ok: true; body: Body } | { ok: false; errors: Record<string, string> };

interface ContractSubmitOptions<Values extends FieldValues, Body, Saved> {
  /** Checks the values with the shared zod contract (runs before anything is sent). */
  validate: (values: Values) => FormValidation<Body>;
  /** Creates or updates; an ApiError 422 is shown by field. */
  save: (body: Body) => Promise<Saved>;
  /** The form values for what the server saved (the form is reset to them). */
  toValues: (saved: Saved) => Values;
  /** Maps an API field path (e.g. `sessions.0.starts_at`) to the form's field name. */
  fieldFor: (apiPath: string) => string;
  onSaved: (saved: Saved) => void;
}

/**
 * The submit of a create/edit form: contract messages by field and focus on the first, then the
 * save; the server's 422 messages by field with a summary on top. `justSaved` is our own flag: a
 * reset() inside the submit handler makes react-hook-form skip its end-of-submit state, so
 * `isSubmitSuccessful` never turns true.
 */
export function useContractSubmit<Values extends FieldValues, Body, Saved>(
  form: UseFormReturn<Values>,
  { validate, save, toValues, fieldFor, onSaved }: ContractSubmitOptions<Values, Body, Saved>,
) {
  const [justSaved, setJustSaved] = useState(false);
  const onSubmit = form.handleSubmit(async (values) => {
    form.clearErrors();
    setJustSaved(false);
    const result = validate(values);
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.errors)) {
        form.setError(field as Path<Values>, { type: "contract", message });
      }
      form.setFocus(Object.keys(result.errors)[0] as Path<Values>);
      return;
    }
    try {
      const saved = await save(result.body);
      form.reset(toValues(saved));
      setJustSaved(true);
      onSaved(saved);
    } catch (error) {
      if (isApiError(error) && error.status === 422 && error.errors) {
        showInline(error);
        Object.entries(error.errors).forEach(([path, messages], i) => {
          form.setError(
            fieldFor(path) as Path<Values>,
            { type: "server", message: messages[0] ?? "This value isn't valid." },
            { shouldFocus: i === 0 },
          );
        });
        form.setError("root", { type: "server", message: "Some fields need attention: see the messages below each." });
      }
    }
  });
  return { onSubmit, justSaved };
}
