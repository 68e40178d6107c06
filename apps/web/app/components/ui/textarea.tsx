import type { TextareaHTMLAttributes } from "react";
import { controlClasses } from "./control-classes";
import { cx } from "./cx";
import { useControlProps } from "./field-context";

export function Textarea({ className, rows, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <textarea rows={rows ?? 5} {...useControlProps(props)} className={cx(controlClasses, "min-h-24", className)} />
  );
}
