import type { InputHTMLAttributes, ReactNode } from "react";
import { cx } from "./cx";
import { useControlProps } from "./field-context";

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  label: ReactNode;
}

/** A native checkbox with its own clickable label. */
export function Checkbox({ label, className, ...props }: CheckboxProps) {
  const control = useControlProps(props);
  return (
    <label htmlFor={control.id} className={cx("flex cursor-pointer items-start gap-3 text-iron-100", className)}>
      <input
        type="checkbox"
        {...control}
        className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-iron-500 accent-ember-500 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ember-300"
      />
      <span>{label}</span>
    </label>
  );
}
