import type { HTMLAttributes } from "react";
import { cx } from "./cx";

export type BadgeTone = "ember" | "neutral" | "success" | "warning" | "danger" | "info";

const tones: Record<BadgeTone, string> = {
  ember: "bg-ember-900 text-ember-300 ring-ember-700",
  neutral: "bg-iron-800 text-iron-200 ring-iron-600",
  success: "bg-success-900 text-success-400 ring-success-400/30",
  warning: "bg-warning-900 text-warning-400 ring-warning-400/30",
  danger: "bg-danger-900 text-danger-300 ring-danger-400/30",
  info: "bg-info-900 text-info-300 ring-info-300/30",
};

interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = "neutral", className, ...props }: BadgeProps) {
  return (
    <span
      className={cx(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide ring-1 ring-inset",
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
