import type { InputHTMLAttributes } from "react";
import { controlClasses } from "./control-classes";
import { cx } from "./cx";
import { useControlProps } from "./field-context";

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...useControlProps(props)} className={cx(controlClasses, "h-11", className)} />;
}
