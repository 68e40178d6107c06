import type { ComponentProps } from "react";
import { cx } from "./cx";
import { useControlProps } from "./field-context";

/** A native file picker in the theme (wired to its Field's label, hint and error like the other controls). */
export function FileInput({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="file"
      {...useControlProps(props)}
      className={cx(
        "block w-full text-sm text-iron-200 file:mr-4 file:h-10 file:cursor-pointer file:rounded-md file:border-0 file:bg-iron-700 file:px-4 file:font-semibold file:text-iron-100 hover:file:bg-iron-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ember-300 disabled:cursor-not-allowed disabled:opacity-60",
        className,
      )}
    />
  );
}
