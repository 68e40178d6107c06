import type { HTMLAttributes } from "react";
import { cx } from "./cx";

/** A placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={cx("animate-pulse rounded-md bg-iron-800 motion-reduce:animate-none", className)}
      {...props}
    />
  );
}
