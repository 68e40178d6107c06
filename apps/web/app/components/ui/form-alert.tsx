import type { ReactNode } from "react";
import { cx } from "./cx";

type Tone = "danger" | "success" | "info";

const tones: Record<Tone, string> = {
  danger: "border-danger-400/40 bg-danger-900 text-danger-300",
  success: "border-success-400/40 bg-success-900 text-success-400",
  info: "border-info-300/40 bg-info-900 text-info-300",
};

/** A message about the whole form (not one field); announced to screen readers. */
export function FormAlert({
  tone = "danger",
  children,
  className,
}: {
  tone?: Tone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === "danger" ? "alert" : "status"}
      className={cx("rounded-md border px-4 py-3 text-sm", tones[tone], className)}
    >
      {children}
    </div>
  );
}
