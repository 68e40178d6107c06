import { Plus, X } from "lucide-react";
import {
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type UseFormRegister,
  useFieldArray,
} from "react-hook-form";
import { Button } from "./button";
import { Input } from "./input";

interface ListEditorProps<T extends FieldValues> {
  /** A form field holding `{ value: string }[]`. */
  name: ArrayPath<T>;
  legend: string;
  hint: string;
  addLabel: string;
  control: Control<T>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

const messageAt = (errors: FieldErrors, path: string): string | undefined => {
  const message: unknown = get(errors, `${path}.message`);
  return typeof message === "string" ? message : undefined;
};

/** An editable list of short texts in a react-hook-form form: one input per row, add and remove. */
export function ListEditor<T extends FieldValues>({
  name,
  legend,
  hint,
  addLabel,
  control,
  register,
  errors,
}: ListEditorProps<T>) {
  const { fields, append, remove } = useFieldArray({ control, name });
  const listError = messageAt(errors, name);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-iron-200">{legend}</legend>
      <p className="text-sm text-iron-400">{hint}</p>
      <ul className="space-y-2">
        {fields.map((field, i) => {
          const error = messageAt(errors, `${name}.${i}.value`);
          return (
            <li key={field.id}>
              <div className="flex gap-2">
                <Input
                  aria-label={`${legend} ${i + 1}`}
                  aria-invalid={error ? true : undefined}
                  {...register(`${name}.${i}.value` as Path<T>)}
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
      <Button variant="secondary" size="sm" onClick={() => append({ value: "" } as FieldArray<T, ArrayPath<T>>)}>
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
