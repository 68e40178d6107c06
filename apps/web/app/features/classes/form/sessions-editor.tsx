import { Plus, X } from "lucide-react";
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from "react-hook-form";
import { Button, Field, Input } from "../../../components/ui";
import { zoneName } from "../../../lib/format-date";
import { useLocale } from "../../../lib/locale";
import type { ClassFormValues } from "./class-form-model";

interface SessionsEditorProps {
  control: Control<ClassFormValues>;
  register: UseFormRegister<ClassFormValues>;
  errors: FieldErrors<ClassFormValues>;
  timeZone: string | null;
}

/** Session rows (start and end as datetime-local, read in the venue's time zone). */
export function SessionsEditor({ control, register, errors, timeZone }: SessionsEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: "sessions" });
  const locale = useLocale();
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold text-iron-100">Sessions</legend>
      <p className="text-sm text-iron-400">
        {timeZone ? (
          <>
            Times are in the forge's time zone: <strong className="text-iron-200">{zoneName(timeZone, locale)}</strong>.
          </>
        ) : (
          "Times are in the forge's time zone: choose a forge first."
        )}
      </p>
      <ol className="space-y-4">
        {fields.map((field, i) => (
          <li key={field.id} className="rounded-md border border-iron-700 p-4">
            <div className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
              <Field label={`Session ${i + 1} starts`} error={errors.sessions?.[i]?.start?.message}>
                <Input type="datetime-local" {...register(`sessions.${i}.start` as const)} />
              </Field>
              <Field label={`Session ${i + 1} ends`} error={errors.sessions?.[i]?.end?.message}>
                <Input type="datetime-local" {...register(`sessions.${i}.end` as const)} />
              </Field>
              <Button variant="ghost" onClick={() => remove(i)} aria-label={`Remove session ${i + 1}`}>
                <X aria-hidden="true" /> <span className="sm:sr-only">Remove</span>
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button variant="secondary" size="sm" onClick={() => append({ start: "", end: "" })}>
        <Plus aria-hidden="true" /> Add a session
      </Button>
      {errors.sessions?.message ? (
        <p role="alert" className="text-sm font-medium text-danger-300">
          {errors.sessions.message}
        </p>
      ) : null}
    </fieldset>
  );
}
