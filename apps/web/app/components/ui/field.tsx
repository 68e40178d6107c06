import type { ReactNode } from "react";
import { useId } from "react";
import { cx } from "./cx";
import { FieldContext } from "./field-context";

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The validation message; sets aria-invalid on the control and links it with aria-describedby. */
  error?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
  /** The control: Input, Textarea, Select (they pick up the ids from context). */
  children: ReactNode;
}

export function Field({ label, hint, error, required, id, className, children }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `field${autoId.replace(/:/g, "")}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <FieldContext.Provider value={{ id: controlId, describedBy, invalid: Boolean(error) }}>
      <div className={cx("space-y-1.5", className)}>
        <label htmlFor={controlId} className="block text-sm font-semibold text-iron-200">
          {label}
          {required ? (
            <span className="ml-1 text-ember-300" aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
        {children}
        {hint ? (
          <p id={hintId} className="text-sm text-iron-400">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} className="text-sm font-medium text-danger-300" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </FieldContext.Provider>
  );
}
