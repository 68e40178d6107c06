import type { HTMLAttributes } from "react";
import { cx } from "./cx";

interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  size?: "prose" | "default" | "wide";
}

const widths = { prose: "max-w-3xl", default: "max-w-6xl", wide: "max-w-7xl" };

export function Container({ size = "default", className, ...props }: ContainerProps) {
  return <div className={cx("mx-auto w-full px-5 sm:px-8", widths[size], className)} {...props} />;
}
