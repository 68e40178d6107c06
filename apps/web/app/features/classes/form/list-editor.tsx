import { Plus, X } from "lucide-react";
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from "react-hook-form";
import { Button, Input } from "../../../components/ui";
import type { ClassFormValues } from "./class-form-model";

type ListName = "included" | "bring" | "safety_requirements";

interface ListEditorProps {
  name: ListName;
  legend: string;
  hint: string;
  addLabel: string;
  control: Control<ClassFormValues>;
  register: UseFormRegister<ClassFormValues>;
  errors: FieldErrors<ClassFormValues>;
}

/** An editable list of short texts (one input per row, add and remove). */
export function ListEditor({ name, legend, hint, addLabel, control, register, errors }: ListEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name });
  const listError = (errors[name] as { message?: string } | undefined)?.message;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-iron-200">{legend}</legend>
      <p className="text-sm text-iron-400">{hint}</p>
      <ul className="space-y-2">
        {fields.map((field, i) => {
          const error = errors[name]?.[i]?.value?.message;
          return (
            <li key={field.id}>
              <div className="flex gap-2">
                <Input
                  aria-label={`${legend} ${i + 1}`}
                  aria-invalid={error ? true : undefined}
                  {...register(`${name}.${i}.value` as const)}
                />
                <Button
                  variant="ghost"
                  size="md"
                  onClick={() => remove(i)}
                  aria-label={`Remove ${legend.toLowerCase()} ${i + 1}`}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
              {error ? (
                <p role="alert" className="mt-1 text-sm font-medium text-danger-300">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Button variant="secondary" size="sm" onClick={() => append({ value: "" })}>
        <Plus aria-hidden="true" /> {addLabel}
      </Button>
      {listError ? (
        <p role="alert" className="text-sm font-medium text-danger-300">
          {listError}
        </p>
      ) : null}
    </fieldset>
  );
}
