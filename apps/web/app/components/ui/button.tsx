import { Slot } from "radix-ui";
import type { ButtonHTMLAttributes } from "react";
import { cx } from "./cx";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

const variants: Record<ButtonVariant, string> = {
  primary:
    "bg-ember-500 text-ember-ink shadow-glow hover:bg-ember-400 active:bg-ember-600 disabled:bg-iron-700 disabled:text-iron-300 disabled:shadow-none",
  secondary:
    "bg-iron-800 text-iron-100 ring-1 ring-inset ring-iron-600 hover:bg-iron-700 hover:ring-ember-400/60 disabled:text-iron-400",
  ghost: "text-iron-100 hover:bg-iron-800 hover:text-ember-300 disabled:text-iron-400",
  danger: "bg-danger-600 text-white hover:bg-red-700 disabled:bg-iron-700 disabled:text-iron-300",
};

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 text-sm gap-1.5",
  md: "min-h-11 px-5 text-base gap-2",
  lg: "min-h-13 px-7 text-lg gap-2.5",
};

/**
 * The button look for a <button> or a link. `wrap`: a long label (a theme or place name) may break
 * onto a second line on a phone instead of pushing the page sideways.
 */
export function buttonClasses(
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  extra?: string,
  { wrap = false }: { wrap?: boolean } = {},
) {
  return cx(
    "inline-flex items-center justify-center rounded-md font-semibold transition-colors duration-150 select-none",
    wrap ? "py-2 text-center" : "whitespace-nowrap",
    "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ember-300 disabled:cursor-not-allowed",
    "[&_svg]:size-[1.1em] [&_svg]:shrink-0",
    variants[variant],
    sizes[size],
    extra,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a <Link>) with the button's look instead of a <button>. */
  asChild?: boolean;
  /** Let a long label wrap onto more lines instead of widening its container. */
  wrap?: boolean;
}

/** A button (`type="button"` unless told otherwise), or its single child with a button's look (`asChild`). */
export function Button({ variant, size, asChild, wrap, className, type, ...props }: ButtonProps) {
  const classes = buttonClasses(variant, size, className, { wrap });
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? "button"} className={classes} {...props} />;
}
