import type { SelectHTMLAttributes } from "react";
import { SpriteIcon } from "../icons/sprite";
import { controlClasses } from "./control-classes";
import { cx } from "./cx";
import { useControlProps } from "./field-context";

/** A native select (works without JavaScript and on every phone) in the theme's look. */
export function Select({ className, children, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className="relative">
      <select {...useControlProps(props)} className={cx(controlClasses, "h-11 appearance-none pr-10", className)}>
        {children}
      </select>
      <SpriteIcon
        name="chevron-down"
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-iron-400"
      />
    </div>
  );
}
