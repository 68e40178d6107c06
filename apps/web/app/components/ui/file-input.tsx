import type { ComponentProps, Ref } from "react";
import { cx } from "./cx";
import { useControlProps } from "./field-context";

function assign<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === "function") ref(node);
  else if (ref) ref.current = node;
}

/**
 * A native file picker in the theme (wired to its Field's label, hint and error like the other
 * controls). Its form posts the file to the route's action without JavaScript; a form that uploads
 * from the page's script reads the input's files when it is sent, so a file chosen before the page
 * ran is sent too (decision 535).
 */
export function FileInput({ className, ref, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="file"
      ref={(node) => assign(ref, node)}
      {...useControlProps(props)}
      className={cx(
        "block w-full text-sm text-iron-200 file:mr-4 file:h-10 file:cursor-pointer file:rounded-md file:border-0 file:bg-iron-700 file:px-4 file:font-semibold file:text-iron-100 hover:file:bg-iron-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ember-300 disabled:cursor-not-allowed disabled:opacity-60",
        className,
      )}
    />
  );
}
