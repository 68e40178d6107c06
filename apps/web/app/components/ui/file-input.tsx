import { type ComponentProps, type Ref, useEffect, useRef } from "react";
import { cx } from "./cx";
import { useControlProps } from "./field-context";

function assign<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === "function") ref(node);
  else if (ref) ref.current = node;
}

/**
 * A native file picker in the theme (wired to its Field's label, hint and error like the other controls).
 * A file chosen before the page hydrated (the picker works from the server's HTML, the handlers do
 * not exist yet) is handed to `onChange` once they do: the input's own `change` event is sent again
 * (decision 478), so the form never shows a chosen file it does not know about.
 */
export function FileInput({ className, ref, ...props }: Omit<ComponentProps<"input">, "type">) {
  const own = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    const input = own.current;
    if (input?.files?.length) input.dispatchEvent(new Event("change", { bubbles: true }));
  }, []);
  return (
    <input
      type="file"
      ref={(node) => {
        own.current = node;
        assign(ref, node);
      }}
      {...useControlProps(props)}
      className={cx(
        "block w-full text-sm text-iron-200 file:mr-4 file:h-10 file:cursor-pointer file:rounded-md file:border-0 file:bg-iron-700 file:px-4 file:font-semibold file:text-iron-100 hover:file:bg-iron-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ember-300 disabled:cursor-not-allowed disabled:opacity-60",
        className,
      )}
    />
  );
}
